import type { MediclaimStatusRow } from '@trust/contract/mediclaim';
import { useMediclaimStatus } from '../features/mediclaim/get-mediclaim-status';
import { useResetMediclaim } from '../features/mediclaim/reset-mediclaim';
import { type StatusReceipt, SubscriptionStatus } from '../ui/subscription-status';

const printLink = (id: string, type: string) =>
  `/print-report/${encodeURIComponent(id)}?type=${encodeURIComponent(type)}`;

const HEADINGS = {
  name: 'NAME',
  mobile: 'MOBILE',
  email: 'EMAIL',
  issueDate: 'ISSUE DATE',
  amount: 'AMOUNT',
  status: 'STATUS',
  id: 'ID',
  ticketNumber: 'TICKET NUMBER',
  action: 'ACTION',
};
const ACTIONS = { renew: 'RENEW', print: 'PRINT', reset: 'RESET' };

/** PRINT offers the payment receipt and the registration receipt taken with it. */
const receipts = (row: MediclaimStatusRow): StatusReceipt[] => [
  { label: 'PAYMENT RECEIPT', to: printLink(row.ID_NUMBER, 'Mediclaim Subscription') },
  { label: 'REGISTRATION RECEIPT', to: printLink(row.ID_NUMBER, 'Registration') },
];

const renewPath = (id: string) => `/renew-membership/${encodeURIComponent(id)}`;
const isPrintDisabled = (status: string) => status === 'EXPIRED';

export default function CheckMediclaimMembership() {
  return (
    <SubscriptionStatus
      title="Check Mediclaim Subscription"
      label="Mediclaim subscription"
      headings={HEADINGS}
      actions={ACTIONS}
      renewPath={renewPath}
      receipts={receipts}
      isPrintDisabled={isPrintDisabled}
      useStatus={useMediclaimStatus}
      useReset={useResetMediclaim}
    />
  );
}
