import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { MediclaimPaymentRow } from '@trust/contract/mediclaim';
import { formatRupees } from '@trust/contract/receipt';
import { useMemo } from 'react';
import { useMediclaimPayments } from '../features/mediclaim/get-mediclaim-payments';
import { useTexts } from '../i18n/catalogue';
import { status } from '../i18n/screens/status.en';
import { FateCell, resetFate } from '../ui/fate';
import { PaymentHistory } from '../ui/payment-history';

/** Payment history is never deleted here (docs/product.md); STATUS tells a RESET payment from a paid one,
 * with the reason it was reset, who reset it and when. */
const columnsIn = (t: ReturnType<typeof useTexts<typeof status>>): ColumnDef<MediclaimPaymentRow>[] => [
  { header: t('status.column.ID'), accessorKey: 'ID_NUMBER' },
  { header: t('status.column.MODE OF PAYMENT'), accessorKey: 'MODE_OF_PAYMENT' },
  // The old system records the member's age as the reference number, and heads the column AGE.
  { header: t('status.column.AGE'), accessorKey: 'REFERENCE_NUMBER' },
  { header: t('status.column.ISSUE DATE'), cell: ({ row }) => formatDisplayDate(row.original.ISSUE_DATE) },
  { header: t('status.column.EXPIRY DATE'), cell: ({ row }) => formatDisplayDate(row.original.EXPIRY_DATE) },
  { header: t('status.column.BANK'), accessorKey: 'BANK' },
  { header: t('status.column.BRANCH'), accessorKey: 'BRANCH' },
  { header: t('status.column.AMOUNT'), cell: ({ row }) => formatRupees(row.original.AMOUNT) },
  { header: t('status.column.GROUP'), accessorKey: 'REMARKS' },
  // A RESET payment shows why it was reset, by whom and when.
  { id: 'status', header: t('status.column.STATUS'), cell: ({ row }) => <FateCell {...resetFate(row.original)} /> },
];

export default function PastPayment() {
  const t = useTexts(status);
  const columns = useMemo(() => columnsIn(t), [t]);
  return (
    <PaymentHistory
      title={t('status.pastMediclaimTitle')}
      label={t('status.mediclaimPayments')}
      columns={columns}
      usePayments={useMediclaimPayments}
    />
  );
}
