import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { MediclaimPaymentRow } from '@trust/contract/mediclaim';
import { formatRupees } from '@trust/contract/receipt';
import { useMediclaimPayments } from '../features/mediclaim/get-mediclaim-payments';
import { FateCell, resetFate } from '../ui/fate';
import { PaymentHistory } from '../ui/payment-history';

/** Payment history is never deleted here (docs/product.md); STATUS tells a RESET payment from a paid one,
 * with the reason it was reset, who reset it and when. */
const COLUMNS: ColumnDef<MediclaimPaymentRow>[] = [
  { header: 'ID', accessorKey: 'ID_NUMBER' },
  { header: 'MODE OF PAYMENT', accessorKey: 'MODE_OF_PAYMENT' },
  // The old system records the member's age as the reference number, and heads the column AGE.
  { header: 'AGE', accessorKey: 'REFERENCE_NUMBER' },
  { header: 'ISSUE DATE', cell: ({ row }) => formatDisplayDate(row.original.ISSUE_DATE) },
  { header: 'EXPIRY DATE', cell: ({ row }) => formatDisplayDate(row.original.EXPIRY_DATE) },
  { header: 'BANK', accessorKey: 'BANK' },
  { header: 'BRANCH', accessorKey: 'BRANCH' },
  { header: 'AMOUNT', cell: ({ row }) => formatRupees(row.original.AMOUNT) },
  { header: 'GROUP', accessorKey: 'REMARKS' },
  // A RESET payment shows why it was reset, by whom and when.
  { id: 'status', header: 'STATUS', cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
];

export default function PastPayment() {
  return (
    <PaymentHistory
      title="Past Mediclaim Membership Payment Records"
      label="Mediclaim payments"
      columns={COLUMNS}
      usePayments={useMediclaimPayments}
    />
  );
}
