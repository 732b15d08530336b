import type { MembershipStatusRow } from '@trust/contract/subscription';
import { useMemo } from 'react';
import { useMembershipStatus } from '../features/subscription/get-membership-status';
import { useResetMembership } from '../features/subscription/reset-membership';
import { useTexts } from '../i18n/catalogue';
import { status } from '../i18n/screens/status.en';
import { type StatusReceipt, SubscriptionStatus } from '../ui/subscription-status';

const renewPath = (id: string) => `/renew-subscription/${encodeURIComponent(id)}`;
// Print stays on whatever the status: a member who never paid is told so by the receipt screen.
const isPrintDisabled = () => false;

export default function CheckSubscriptionStatus() {
  const t = useTexts(status);
  const texts = useMemo(
    () => ({
      headings: {
        name: t('status.membership.name'),
        mobile: t('status.membership.mobile'),
        email: t('status.membership.email'),
        issueDate: t('status.membership.issueDate'),
        amount: t('status.membership.amount'),
        status: t('status.membership.status'),
        id: t('status.membership.id'),
        ticketNumber: t('status.membership.ticketNumber'),
        action: t('status.membership.action'),
      },
      actions: {
        renew: t('status.membership.renew'),
        print: t('status.membership.print'),
        reset: t('status.membership.reset'),
      },
      /** The membership receipt: it prints the book fee recorded with the payment, so the address carries none. */
      receipts: (row: MembershipStatusRow): StatusReceipt[] => [
        {
          label: t('status.membership.receipt'),
          to: `/print-report/${encodeURIComponent(row.ID_NUMBER)}?type=Membership`,
        },
      ],
    }),
    [t],
  );
  return (
    <SubscriptionStatus
      title={t('status.membershipTitle')}
      label={t('status.membershipLabel')}
      headings={texts.headings}
      actions={texts.actions}
      renewPath={renewPath}
      receipts={texts.receipts}
      isPrintDisabled={isPrintDisabled}
      useStatus={useMembershipStatus}
      useReset={useResetMembership}
    />
  );
}
