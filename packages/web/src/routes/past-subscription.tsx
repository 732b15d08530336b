import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import type { MembershipPaymentRow } from '@trust/contract/subscription';
import { useMembershipPayments } from '../features/subscription/get-membership-payments';
import { FateCell, resetFate } from '../ui/fate';
import { PaymentHistory } from '../ui/payment-history';

/** Payment history is never deleted here (docs/product.md); STATUS tells a RESET payment from a paid one,
 * with the reason it was reset, who reset it and when. */
const COLUMNS: ColumnDef<MembershipPaymentRow>[] = [
  { header: 'ID', accessorKey: 'ID_NUMBER' },
  { header: 'MODE OF PAYMENT', accessorKey: 'MODE_OF_PAYMENT' },
  { header: 'REFERENCE NUMBER', accessorKey: 'REFERENCE_NUMBER' },
  { header: 'ISSUE DATE', cell: ({ row }) => formatDisplayDate(row.original.ISSUE_DATE) },
  { header: 'EXPIRY DATE', cell: ({ row }) => formatDisplayDate(row.original.EXPIRY_DATE) },
  { header: 'BANK', accessorKey: 'BANK' },
  { header: 'BRANCH', accessorKey: 'BRANCH' },
  { header: 'AMOUNT', cell: ({ row }) => formatRupees(row.original.AMOUNT) },
  // REMARKS holds the book fee.
  { header: 'REMARKS', cell: ({ row }) => formatRupees(row.original.REMARKS) },
  // A RESET payment shows why it was reset, by whom and when.
  { id: 'status', header: 'STATUS', cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
];

export default function PastSubscription() {
  return (
    <PaymentHistory
      title="Past membership payment records"
      label="Membership payments"
      columns={COLUMNS}
      usePayments={useMembershipPayments}
    />
  );
}
