import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { type MiscReportRow, miscTotal } from '@trust/contract/misc';
import { formatRupees } from '@trust/contract/receipt';
import { useMemberMiscReceipts } from '../features/misc/get-member-misc-receipts';
import { useVoidMiscReceipt } from '../features/misc/void-misc-receipt';
import { MemberRecords } from '../ui/member-records';

const money = (value: number | null) => (value === null ? '—' : formatRupees(value));

const COLUMNS: ColumnDef<MiscReportRow>[] = [
  {
    header: 'Receipt No',
    cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.receipt_no}</span>,
  },
  { header: 'Date', cell: ({ row }) => formatDisplayDate(row.original.date) },
  { header: 'Name', accessorKey: 'MEMBER_NAME' },
  { header: 'Mode', accessorKey: 'mode_of_payment' },
  { header: 'Period', accessorKey: 'membership_period' },
  { header: 'Reissue Book', cell: ({ row }) => money(row.original.reissue_book) },
  { header: 'Subscription', cell: ({ row }) => money(row.original.subscription_amount) },
  { header: 'Bank Charges', cell: ({ row }) => money(row.original.bank_charges) },
  { header: 'Fine', cell: ({ row }) => money(row.original.fine) },
  { header: 'Misc', cell: ({ row }) => money(row.original.misc) },
  {
    header: 'Total',
    cell: ({ row }) => (
      <Text size="sm" fw={600}>
        {formatRupees(miscTotal(row.original))}
      </Text>
    ),
  },
];

export default function FindMiscReport() {
  return (
    <MemberRecords
      title="Find miscellaneous receipt"
      label="Miscellaneous receipts"
      placeholder="Enter Member ID Number"
      columns={COLUMNS}
      printPath="/print-misc-report"
      useRecords={useMemberMiscReceipts}
      useVoid={useVoidMiscReceipt}
    />
  );
}
