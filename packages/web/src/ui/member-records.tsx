import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { miscMessages } from '@trust/contract/misc';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from './data-table';
import { Page } from './page';
import { SearchBox } from './search-box';
import { ForRole } from './signed-in';

interface MemberRecord {
  id: number;
  member_id: string;
}

interface MemberRecordsProps<Row extends MemberRecord> {
  title: string;
  /** The table's accessible name. */
  label: string;
  placeholder: string;
  /** Buttons shown before Back. */
  actions?: ReactNode;
  /** Every column but the last, Action, which this adds. */
  columns: ColumnDef<Row>[];
  /** Where a row's Print button goes, e.g. '/print-gpa-record'; the row's id and member follow. */
  printPath: string;
  useRecords: (memberId: string) => UseQueryResult<Row[]>;
  useDelete: () => (id: number) => Promise<void>;
}

/**
 * The GPAIS, dependent GPAIS and misc "find" screens share this frame: search a member, list their
 * records, print or delete each; they differ only in columns, wording and endpoints.
 */
export function MemberRecords<Row extends MemberRecord>({
  title,
  label,
  placeholder,
  actions,
  columns,
  printPath,
  useRecords,
  useDelete,
}: MemberRecordsProps<Row>) {
  // The member searched lives in the address, so Back from a printed receipt returns to the same list.
  const [params, setParams] = useSearchParams();
  const memberId = params.get('memberId')?.trim() ?? '';
  const records = useRecords(memberId);
  const deleteRecord = useDelete();

  const allColumns = useMemo<ColumnDef<Row>[]>(
    () => [
      ...columns,
      {
        id: 'action',
        header: 'Action',
        cell: ({ row }) => (
          // One above the other, so a dozen columns fit a 1366-pixel screen without scrolling.
          <Stack gap={4} align="stretch">
            <Button
              component={Link}
              to={`${printPath}/${row.original.id}?memberId=${encodeURIComponent(row.original.member_id)}`}
              size="compact-xs"
              variant="light"
            >
              Print
            </Button>
            <ForRole needs="ADMIN">
              <Button color="red" size="compact-xs" onClick={() => void deleteRecord(row.original.id)}>
                Delete
              </Button>
            </ForRole>
          </Stack>
        ),
      },
    ],
    [columns, printPath, deleteRecord],
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
  else result = <DataTable label={label} columns={allColumns} data={rows} getRowId={(row) => String(row.id)} />;

  return (
    <Page
      title={title}
      actions={
        <>
          {actions}
          <Button component={Link} to="/dashboard" variant="default">
            Back
          </Button>
        </>
      }
    >
      <SearchBox
        key={memberId}
        placeholder={placeholder}
        initialText={memberId}
        onSearch={(text) => (text === memberId ? void records.refetch() : setParams({ memberId: text }))}
      />
      {result}
    </Page>
  );
}
