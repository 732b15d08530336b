import { Anchor, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type AuditRow, changedFields } from '@trust/contract/audit';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { atInIndia, recordedValue } from '../../ui/recorded-value';

const show = (value: unknown) => recordedValue(value, '—');

/** What a change did, field by field; a record created or deleted is named, not listed in full. */
function Change({ row }: { row: AuditRow }) {
  if (row.before === null) return <Text size="xs">Created</Text>;
  if (row.after === null) return <Text size="xs">Deleted</Text>;
  const fields = changedFields(row.before, row.after);
  if (fields.length === 0) return <Text size="xs">No field changed</Text>;
  return (
    <Stack gap={0}>
      {fields.map((f) => (
        <Text key={f.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="xs">
            {f.field}
          </Text>
          : {show(f.before)} → {show(f.after)}
        </Text>
      ))}
    </Stack>
  );
}

const columns: ColumnDef<AuditRow>[] = [
  { header: 'WHEN', cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{atInIndia(row.original.at)}</span> },
  { header: 'WHO', accessorKey: 'actor' },
  { header: 'ACTION', accessorKey: 'action' },
  {
    header: 'RECORD',
    cell: ({ row }) => `${row.original.entity.replace(/_/g, ' ')} ${recordedValue(row.original.entity_id)}`,
  },
  { header: 'CHANGES', cell: ({ row }) => <Change row={row.original} /> },
];

/** Who changed the member or its records, and when, newest first. */
export function HistoryTable({ audit }: { audit: { data: AuditRow[]; total: number } }) {
  return (
    <Stack gap="xs">
      <DataTable
        label="History"
        columns={columns}
        data={audit.data}
        getRowId={(row) => String(row.id)}
        emptyMessage="No change recorded"
      />
      {audit.total > audit.data.length ? (
        <Text size="sm" c="dimmed">
          The latest {audit.data.length} of {audit.total} changes;{' '}
          <Anchor component={Link} to="/audit">
            the audit trail
          </Anchor>{' '}
          has them all.
        </Text>
      ) : null}
    </Stack>
  );
}
