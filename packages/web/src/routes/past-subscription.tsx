import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import type { MembershipPaymentRow } from '@trust/contract/subscription';
import { useMemo } from 'react';
import { useMembershipPayments } from '../features/subscription/get-membership-payments';
import { useTexts } from '../i18n/catalogue';
import { status } from '../i18n/screens/status.en';
import { FateCell, resetFate } from '../ui/fate';
import { PaymentHistory } from '../ui/payment-history';

/** Payment history is never deleted here (docs/product.md); STATUS tells a RESET payment from a paid one,
 * with the reason it was reset, who reset it and when. */
const columnsIn = (t: ReturnType<typeof useTexts<typeof status>>): ColumnDef<MembershipPaymentRow>[] => [
  { header: t('status.column.ID'), accessorKey: 'ID_NUMBER' },
  { header: t('status.column.MODE OF PAYMENT'), accessorKey: 'MODE_OF_PAYMENT' },
  { header: t('status.column.REFERENCE NUMBER'), accessorKey: 'REFERENCE_NUMBER' },
  { header: t('status.column.ISSUE DATE'), cell: ({ row }) => formatDisplayDate(row.original.ISSUE_DATE) },
  { header: t('status.column.EXPIRY DATE'), cell: ({ row }) => formatDisplayDate(row.original.EXPIRY_DATE) },
  { header: t('status.column.BANK'), accessorKey: 'BANK' },
  { header: t('status.column.BRANCH'), accessorKey: 'BRANCH' },
  { header: t('status.column.AMOUNT'), cell: ({ row }) => formatRupees(row.original.AMOUNT) },
  // REMARKS holds the book fee.
  { header: t('status.column.REMARKS'), cell: ({ row }) => formatRupees(row.original.REMARKS) },
  // A RESET payment shows why it was reset, by whom and when.
  { id: 'status', header: t('status.column.STATUS'), cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
];

export default function PastSubscription() {
  const t = useTexts(status);
  const columns = useMemo(() => columnsIn(t), [t]);
  return (
    <PaymentHistory
      title={t('status.pastMembershipTitle')}
      label={t('status.membershipPayments')}
      columns={columns}
      usePayments={useMembershipPayments}
    />
  );
}
