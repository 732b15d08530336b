import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import { type MiscReportRow, miscMessages, miscTotal } from '@trust/contract/misc';
import { formatRupees } from '@trust/contract/receipt';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeleteMiscReceipt } from '../features/misc/delete-misc-receipt';
import { useMemberMiscReceipts } from '../features/misc/get-member-misc-receipts';
import { DataTable } from '../ui/data-table';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';

const money = (value: number | null) => (value === null ? '—' : formatRupees(value));

export default function FindMiscReport() {
  // The member searched lives in the address, so Back from a printed receipt returns to the same list.
  const [params, setParams] = useSearchParams();
  const memberId = params.get('memberId')?.trim() ?? '';
  const receipts = useMemberMiscReceipts(memberId);
  const deleteReceipt = useDeleteMiscReceipt();

  const columns = useMemo<ColumnDef<MiscReportRow>[]>(
    () => [
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
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) => (
          // One above the other, so a dozen columns fit a 1366-pixel screen without scrolling.
          <Stack gap={4} align="stretch">
            <Button
              component={Link}
              to={`/print-misc-report/${row.original.id}?memberId=${encodeURIComponent(row.original.member_id)}`}
              size="compact-xs"
              variant="light"
            >
              Print
            </Button>
            <Button color="red" size="compact-xs" onClick={() => void deleteReceipt(row.original.id)}>
              Delete
            </Button>
          </Stack>
        ),
      },
    ],
    [deleteReceipt],
  );

  const rows = receipts.data ?? [];
  let result = null;
  if (memberId === '') result = null;
  else if (receipts.isPending)
    result = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (receipts.isError)
    result = (
      <Text c="red" fw={500}>
        {miscMessages.noMember}
      </Text>
    );
  else if (rows.length === 0)
    result = (
      <Text c="red" fw={500}>
        {miscMessages.noData}
      </Text>
    );
  else
    result = (
      <DataTable label="Miscellaneous receipts" columns={columns} data={rows} getRowId={(row) => String(row.id)} />
    );

  return (
    <Page
      title="Find miscellaneous receipt"
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Back
        </Button>
      }
    >
      <SearchBox
        key={memberId}
        placeholder="Enter Member ID Number"
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void receipts.refetch() : setParams({ memberId: text }))}
      />
      {result}
    </Page>
  );
}
