import { todayInIndia } from '@trust/contract/dates';
import { type MembershipRenewalInput, subscriptionMessages } from '@trust/contract/subscription';
import { useParams } from 'react-router';
import { useGroupPrice } from '../features/fees/get-group-price';
import { useSubscriptionAmount } from '../features/fees/get-subscription-amount';
import { useMediclaimStatus } from '../features/mediclaim/get-mediclaim-status';
import { useMembershipStatus } from '../features/subscription/get-membership-status';
import { MembershipRenewalForm } from '../features/subscription/membership-renewal-form';
import { useRenewMembership } from '../features/subscription/renew-membership';
import { errorText, useTexts } from '../i18n/catalogue';
import { renewals } from '../i18n/screens/renewals.en';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { RenewalScreen } from '../ui/renewal-screen';

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
  const t = useTexts(renewals);

  const submit = async (values: MembershipRenewalInput) => {
    const renewed = await savedOrFailed(() => renew.mutateAsync(values));
    if (!renewed) return;
    // A renewed membership is what a lapsed mediclaim waits for: offer it next, unless it is running.
    const isMediclaimActive = mediclaim.data?.data[0]?.STATUS === 'ACTIVE';
    const choice = await printOrHome(
      errorText(subscriptionMessages.renewed),
      '',
      isMediclaimActive ? undefined : t('renewals.renewMediclaim'),
    );
    if (choice === 'next') navigate(`/renew-membership/${encodeURIComponent(id)}`);
    else navigate(choice === 'print' ? printLink(id) : '/');
  };

  return (
    <RenewalScreen
      title={t('renewals.subscriptionTitle')}
      backTo={`/check-subscription-status?id=${encodeURIComponent(id)}`}
      memberId={id}
      isPending={member.isPending || amount.isPending}
      error={member.error ?? amount.error}
      isMissing={!member.data}
      facts={[
        [t('renewals.membershipStatus'), member.data?.STATUS ?? ''],
        [t('renewals.remarks'), member.data?.REMARKS || '—'],
      ]}
      bounced={membership.data?.data[0]?.BOUNCED}
    >
      <MembershipRenewalForm memberId={id} today={today} amount={amount.data ?? null} onSubmit={submit} />
    </RenewalScreen>
  );
}
