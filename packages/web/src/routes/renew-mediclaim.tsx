import { Alert, Box, Button, Divider, Group, Loader, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { ageInYearsAndMonths, isValidIsoDate, todayInIndia } from '@trust/contract/dates';
import { type MediclaimRenewalInput, mediclaimMessages } from '@trust/contract/mediclaim';
import { renewalMessages } from '@trust/contract/renewal';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useGroupPrice } from '../features/fees/get-group-price';
import { useMediclaimStatus } from '../features/mediclaim/get-mediclaim-status';
import { MediclaimRenewalForm } from '../features/mediclaim/mediclaim-renewal-form';
import { useRenewMediclaim } from '../features/mediclaim/renew-mediclaim';
import { BounceFlagAlert } from '../ui/bounce-flag';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { Page } from '../ui/page';

/** Renew mediclaim (at SPEC's address /renew-membership/:id): the payment form shows only while the membership subscription is ACTIVE. */
export default function RenewMediclaim() {
  const { id = '' } = useParams();
  const navigate = useNavigateNow();
  const member = useGroupPrice(id);
  const renew = useRenewMediclaim(id);
  const mediclaim = useMediclaimStatus(id);
  const today = todayInIndia();

  const submit = async (values: MediclaimRenewalInput) => {
    const renewed = await savedOrFailed(() => renew.mutateAsync(values));
    if (!renewed) return;
    const choice = await printOrHome(mediclaimMessages.renewed);
    navigate(
      choice === 'print'
        ? `/print-report/${encodeURIComponent(id)}?type=${encodeURIComponent('Mediclaim Subscription')}`
        : '/',
    );
  };

  let content = null;
  if (member.isPending)
    content = (
      <Box pos="relative" mih={160}>
        <LoadingOverlay
          visible
          loaderProps={{
            children: (
              <Stack align="center" gap="xs">
                <Loader />
                <Text>{mediclaimMessages.loading}</Text>
              </Stack>
            ),
          }}
        />
      </Box>
    );
  else if (member.isError)
    content = (
      <Alert color="red" variant="light">
        {errorMessage(member.error)}
      </Alert>
    );
  else if (!member.data)
    content = (
      <Alert color="red" variant="light">
        {renewalMessages.memberNotFound}
      </Alert>
    );
  else {
    const m = member.data;
    content = (
      <Stack>
        <Stack gap={4}>
          <Title order={2} size="h4">
            Member ID: {id}
          </Title>
          <Title order={2} size="h4">
            Family Group: {m.family_group}
          </Title>
          <Title order={2} size="h4">
            Membership Status: {m.STATUS}
          </Title>
          <Title order={2} size="h4">
            Remarks: {m.REMARKS || '—'}
          </Title>
          <BounceFlagAlert flag={mediclaim.data?.data[0]?.BOUNCED} />
        </Stack>
        <Divider />
        {m.STATUS === 'ACTIVE' ? (
          <MediclaimRenewalForm
            memberId={id}
            today={today}
            reference={isValidIsoDate(m.DATE_OF_BIRTH) ? ageInYearsAndMonths(m.DATE_OF_BIRTH, today) : ''}
            amount={m.amount}
            onSubmit={submit}
          />
        ) : (
          // Mediclaim needs a paid membership: the way on is to renew that first, then come back here.
          <Alert color="red" variant="light">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{mediclaimMessages.membershipExpired}</Text>
              <Group>
                <Button component={Link} to={`/renew-subscription/${encodeURIComponent(id)}`}>
                  Renew Membership
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Page
      title="Renew Mediclaim Membership"
      maw={1100}
      actions={
        <Button component={Link} to={`/check-mediclaim-membership?id=${encodeURIComponent(id)}`} variant="default">
          Back
        </Button>
      }
    >
      {content}
    </Page>
  );
}
