import { Alert, Button, Center, Divider, Loader, Stack, Title } from '@mantine/core';
import { todayInIndia } from '@trust/contract/dates';
import { renewalMessages } from '@trust/contract/renewal';
import { type MembershipRenewalInput, subscriptionMessages } from '@trust/contract/subscription';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useGroupPrice } from '../features/fees/get-group-price';
import { useSubscriptionAmount } from '../features/fees/get-subscription-amount';
import { useMediclaimStatus } from '../features/mediclaim/get-mediclaim-status';
import { useMembershipStatus } from '../features/subscription/get-membership-status';
import { MembershipRenewalForm } from '../features/subscription/membership-renewal-form';
import { useRenewMembership } from '../features/subscription/renew-membership';
import { BounceFlagAlert } from '../ui/bounce-flag';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { Page } from '../ui/page';

/** The membership receipt, printed from the payment just recorded: the address carries no amount. */
const printLink = (id: string) => `/print-report/${encodeURIComponent(id)}?type=Membership`;

export default function RenewSubscription() {
  const { id = '' } = useParams();
  const navigate = useNavigateNow();
  const member = useGroupPrice(id);
  const amount = useSubscriptionAmount();
  const renew = useRenewMembership(id);
  const mediclaim = useMediclaimStatus(id);
  const membership = useMembershipStatus(id);
  const today = todayInIndia();

  const submit = async (values: MembershipRenewalInput) => {
    const renewed = await savedOrFailed(() => renew.mutateAsync(values));
    if (!renewed) return;
    // A renewed membership is what a lapsed mediclaim waits for: offer it next, unless it is running.
    const isMediclaimActive = mediclaim.data?.data[0]?.STATUS === 'ACTIVE';
    const choice = await printOrHome(
      subscriptionMessages.renewed,
      '',
      isMediclaimActive ? undefined : 'Renew Mediclaim',
    );
    if (choice === 'next') navigate(`/renew-membership/${encodeURIComponent(id)}`);
    else navigate(choice === 'print' ? printLink(id) : '/');
  };

  let content = null;
  if (member.isPending || amount.isPending)
    content = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (member.isError || amount.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(member.error ?? amount.error)}
      </Alert>
    );
  else if (!member.data)
    content = (
      <Alert color="red" variant="light">
        {renewalMessages.memberNotFound}
      </Alert>
    );
  else
    content = (
      <Stack>
        <Stack gap={4}>
          <Title order={2} size="h4">
            Member ID: {id}
          </Title>
          <Title order={2} size="h4">
            Membership Status: {member.data.STATUS}
          </Title>
          <Title order={2} size="h4">
            Remarks: {member.data.REMARKS || '—'}
          </Title>
          <BounceFlagAlert flag={membership.data?.data[0]?.BOUNCED} />
        </Stack>
        <Divider />
        <MembershipRenewalForm memberId={id} today={today} amount={amount.data} onSubmit={submit} />
      </Stack>
    );

  return (
    <Page
      title="Renew Membership Subscription"
      maw={1100}
      actions={
        <Button component={Link} to={`/check-subscription-status?id=${encodeURIComponent(id)}`} variant="default">
          Back
        </Button>
      }
    >
      {content}
    </Page>
  );
}
