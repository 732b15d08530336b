import { Anchor, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type AuditRow, changedFields } from '@trust/contract/audit';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../i18n/catalogue';
import { overview } from '../../i18n/screens/overview.en';
import { DataTable } from '../../ui/data-table';
import { atInIndia, recordedValue } from '../../ui/recorded-value';

const show = (value: unknown) => recordedValue(value, '—');

/** What a change did, field by field; a record created or deleted is named, not listed in full. */
function Change({ row }: { row: AuditRow }) {
  const t = useTexts(overview);
  if (row.before === null) return <Text size="xs">{t('overview.created')}</Text>;
  if (row.after === null) return <Text size="xs">{t('overview.deleted')}</Text>;
  const fields = changedFields(row.before, row.after);
  if (fields.length === 0) return <Text size="xs">{t('overview.noFieldChanged')}</Text>;
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

const historyColumns = (t: ReturnType<typeof useTexts<typeof overview>>): ColumnDef<AuditRow>[] => [
  {
    header: t('overview.column.when'),
    cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{atInIndia(row.original.at)}</span>,
  },
  { header: t('overview.column.who'), accessorKey: 'actor' },
  { header: t('overview.column.action'), accessorKey: 'action' },
  {
    header: t('overview.column.record'),
    cell: ({ row }) => `${row.original.entity.replace(/_/g, ' ')} ${recordedValue(row.original.entity_id)}`,
  },
  { header: t('overview.column.changes'), cell: ({ row }) => <Change row={row.original} /> },
];

/** Who changed the member or its records, and when, newest first. */
export function HistoryTable({ audit }: { audit: { data: AuditRow[]; total: number } }) {
  const t = useTexts(overview);
  const columns = useMemo(() => historyColumns(t), [t]);
  return (
    <Stack gap="xs">
      <DataTable
        label={t('overview.history')}
        columns={columns}
        data={audit.data}
        getRowId={(row) => String(row.id)}
        emptyMessage={t('overview.noChange')}
      />
      {audit.total > audit.data.length ? (
        <Text size="sm" c="dimmed">
          {t('overview.latestChanges', { shown: audit.data.length, total: audit.total })}{' '}
          <Anchor component={Link} to="/audit">
            {t('overview.auditTrail')}
          </Anchor>{' '}
          {t('overview.hasThemAll')}
        </Text>
      ) : null}
    </Stack>
  );
}
