import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { type MiscReportRow, miscTotal } from '@trust/contract/misc';
import { formatRupees } from '@trust/contract/receipt';
import { useMemo } from 'react';
import { useMemberMiscReceipts } from '../features/misc/get-member-misc-receipts';
import { useVoidMiscReceipt } from '../features/misc/void-misc-receipt';
import { useTexts } from '../i18n/catalogue';
import { misc } from '../i18n/screens/misc.en';
import { MemberRecords } from '../ui/member-records';

const money = (value: number | null) => (value === null ? '—' : formatRupees(value));

/** The list's columns, headed in the language of `t`. */
const columnsIn = (t: (id: keyof typeof misc) => string): ColumnDef<MiscReportRow>[] => [
  {
    header: t('misc.column.receiptNo'),
    cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.receipt_no}</span>,
  },
  { header: t('misc.column.date'), cell: ({ row }) => formatDisplayDate(row.original.date) },
  { header: t('misc.column.name'), accessorKey: 'MEMBER_NAME' },
  { header: t('misc.column.mode'), accessorKey: 'mode_of_payment' },
  { header: t('misc.column.period'), accessorKey: 'membership_period' },
  { header: t('misc.column.reissueBook'), cell: ({ row }) => money(row.original.reissue_book) },
  { header: t('misc.column.subscription'), cell: ({ row }) => money(row.original.subscription_amount) },
  { header: t('misc.column.bankCharges'), cell: ({ row }) => money(row.original.bank_charges) },
  { header: t('misc.column.fine'), cell: ({ row }) => money(row.original.fine) },
  { header: t('misc.column.misc'), cell: ({ row }) => money(row.original.misc) },
  {
    header: t('misc.column.total'),
    cell: ({ row }) => (
      <Text size="sm" fw={600}>
        {formatRupees(miscTotal(row.original))}
      </Text>
    ),
  },
];

export default function FindMiscReport() {
  const t = useTexts(misc);
  const columns = useMemo(() => columnsIn(t), [t]);
  return (
    <MemberRecords
      title={t('misc.findTitle')}
      label={t('misc.receipts')}
      placeholder={t('misc.enterMemberId')}
      columns={columns}
      printPath="/print-misc-report"
      useRecords={useMemberMiscReceipts}
      useVoid={useVoidMiscReceipt}
    />
  );
}
