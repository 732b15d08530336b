import { Code, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type AuditRow, changedFields } from '@trust/contract/audit';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { type AuditFilter, useAudit } from '../features/audit/get-audit';
import { DateField } from '../ui/date-field';
import { FilterForm } from '../ui/filter-form';
import { Page } from '../ui/page';
import { PagedTable } from '../ui/paged-table';
import { atInIndia, recordedValue } from '../ui/recorded-value';
import { usePaging } from '../ui/use-paging';

const EMPTY: AuditFilter = { memberId: '', user: '', fromDate: '', toDate: '' };

/** Before and after of one change, field by field; a creation or deletion shows its whole record. */
function Change({ row }: { row: AuditRow }) {
  const fields = changedFields(row.before, row.after);
  if (fields.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No field changes recorded
      </Text>
    );
  return (
    <Table fz="xs" withTableBorder verticalSpacing={2}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>FIELD</Table.Th>
          <Table.Th>BEFORE</Table.Th>
          <Table.Th>AFTER</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((f) => (
          <Table.Tr key={f.field}>
            <Table.Td>{f.field}</Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap' }}>{recordedValue(f.before)}</Code>
            </Table.Td>
            <Table.Td>
              <Code style={{ whiteSpace: 'pre-wrap' }}>{recordedValue(f.after)}</Code>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const columns: ColumnDef<AuditRow>[] = [
  { header: 'WHEN', cell: ({ row }) => atInIndia(row.original.at) },
  { header: 'WHO', accessorKey: 'actor' },
  { header: 'ACTION', accessorKey: 'action' },
  // A cash day is recorded under its date, shown as every screen shows a date.
  { header: 'RECORD', cell: ({ row }) => `${row.original.entity} ${recordedValue(row.original.entity_id)}` },
  {
    header: 'MEMBER',
    cell: ({ row }) =>
      row.original.member_id ? <Link to={`/member/${row.original.member_id}`}>{row.original.member_id}</Link> : '',
  },
  { header: 'BEFORE AND AFTER', cell: ({ row }) => <Change row={row.original} /> },
];

/** Who changed what and when; read only: the app offers no way to edit or delete the trail. */
export default function Audit() {
  const paging = usePaging(20);
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const audit = useAudit(filter, paging.limit, paging.offset);
  const field = (key: keyof AuditFilter) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: e.currentTarget.value }),
  });

  return (
    <Page title="Audit Trail">
      <FilterForm
        onFilter={() => {
          setFilter(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft(EMPTY);
          setFilter(EMPTY);
          paging.setPage(1);
        }}
      >
        <TextInput label="Member ID" {...field('memberId')} />
        <TextInput label="User (email)" {...field('user')} />
        <DateField label="From" value={draft.fromDate} onChange={(fromDate) => setDraft({ ...draft, fromDate })} />
        <DateField label="To" value={draft.toDate} onChange={(toDate) => setDraft({ ...draft, toDate })} />
      </FilterForm>
      <Stack>
        <PagedTable
          label="Audit trail"
          columns={columns}
          getRowId={(r) => String(r.id)}
          paging={paging}
          data={audit.data?.data ?? []}
          total={audit.data?.total ?? 0}
          isFetching={audit.isFetching}
          error={audit.isError ? errorMessage(audit.error) : null}
          emptyMessage="No changes recorded for this filter"
        />
      </Stack>
    </Page>
  );
}
