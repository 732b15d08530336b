import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDisplayDate } from '@trust/contract/dates';
import type { GpaRecordRow } from '@trust/contract/gpa';
import { miscMessages } from '@trust/contract/misc';
import { formatRupees } from '@trust/contract/receipt';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeleteGpaRecord } from '../features/gpa/delete-gpa-record';
import { useGpaRecords } from '../features/gpa/get-gpa-records';
import { DataTable } from '../ui/data-table';
import { Page } from '../ui/page';
import { SearchBox } from '../ui/search-box';

export default function CheckGpa() {
  // The member searched lives in the address, so Back from a printed receipt returns to the same list.
  const [params, setParams] = useSearchParams();
  const memberId = params.get('memberId')?.trim() ?? '';
  const records = useGpaRecords(memberId);
  const deleteRecord = useDeleteGpaRecord();

  const columns = useMemo<ColumnDef<GpaRecordRow>[]>(
    () => [
      {
        header: 'Record ID',
        cell: ({ row }) => (
          <>
            <Text size="sm">{row.original.id}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {row.original.receipt_no}
            </Text>
          </>
        ),
      },
      { header: 'Name', accessorKey: 'MEMBER_NAME' },
      { header: 'Date of birth', cell: ({ row }) => formatDisplayDate(row.original.DATE_OF_BIRTH) },
      { header: 'Sex', accessorKey: 'SEX' },
      { header: 'Nominee', accessorKey: 'nominee_name' },
      { header: 'Relation', accessorKey: 'nominee_relation' },
      { header: 'Nominee DOB', cell: ({ row }) => formatDisplayDate(row.original.nominee_dob) },
      { header: 'Nominee guardian', accessorKey: 'nominee_guardian' },
      { header: 'Risk group', accessorKey: 'risk_group' },
      { header: 'SA', cell: ({ row }) => formatRupees(row.original.sa_amount) },
      { header: 'Premium', cell: ({ row }) => formatRupees(row.original.premium_amount) },
      { header: 'Date', cell: ({ row }) => formatDisplayDate(row.original.date) },
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) => (
          // One above the other: thirteen columns must fit a 1366-pixel screen without scrolling.
          <Stack gap={4} align="stretch">
            <Button
              component={Link}
              to={`/print-gpa-record/${row.original.id}?memberId=${encodeURIComponent(row.original.member_id)}`}
              size="compact-xs"
              variant="light"
            >
              Print
            </Button>
            <Button color="red" size="compact-xs" onClick={() => void deleteRecord(row.original.id)}>
              Delete
            </Button>
          </Stack>
        ),
      },
    ],
    [deleteRecord],
  );

  const rows = records.data ?? [];
  let result = null;
  if (memberId === '') result = null;
  else if (records.isPending)
    result = (
      <Center p="md">
        <Loader aria-label="Loading" />
      </Center>
    );
  else if (records.isError)
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
  else result = <DataTable label="GPAIS records" columns={columns} data={rows} getRowId={(row) => String(row.id)} />;

  return (
    <Page
      title="Find GPAIS member"
      actions={
        <>
          <Button component={Link} to="/add-gpa-record" variant="light">
            Add/Renew Member
          </Button>
          <Button component={Link} to="/dashboard" variant="default">
            Back
          </Button>
        </>
      }
    >
      <SearchBox
        key={memberId}
        placeholder="Enter ID Number"
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void records.refetch() : setParams({ memberId: text }))}
      />
      {result}
    </Page>
  );
}
