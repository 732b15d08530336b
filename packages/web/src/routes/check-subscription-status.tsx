import type { MembershipStatusRow } from '@trust/contract/subscription';
import { useMembershipStatus } from '../features/subscription/get-membership-status';
import { useResetMembership } from '../features/subscription/reset-membership';
import { type StatusReceipt, SubscriptionStatus } from '../ui/subscription-status';

const HEADINGS = {
  name: 'name',
  mobile: 'mobile',
  email: 'email',
  issueDate: 'issue date',
  amount: 'amount',
  status: 'status',
  id: 'id',
  ticketNumber: 'ticket number',
  action: 'action',
};
const ACTIONS = { renew: 'Renew', print: 'Print', reset: 'Reset' };

/** The membership receipt: it prints the book fee recorded with the payment, so the address carries none. */
const receipts = (row: MembershipStatusRow): StatusReceipt[] => [
  { label: 'Membership Receipt', to: `/print-report/${encodeURIComponent(row.ID_NUMBER)}?type=Membership` },
];

const renewPath = (id: string) => `/renew-subscription/${encodeURIComponent(id)}`;
// Print stays on whatever the status: a member who never paid is told so by the receipt screen.
const isPrintDisabled = () => false;

export default function CheckSubscriptionStatus() {
  return (
    <SubscriptionStatus
      title="Check subscription status"
      label="Membership subscription"
      headings={HEADINGS}
      actions={ACTIONS}
      renewPath={renewPath}
      receipts={receipts}
      isPrintDisabled={isPrintDisabled}
      useStatus={useMembershipStatus}
      useReset={useResetMembership}
    />
  );
}
