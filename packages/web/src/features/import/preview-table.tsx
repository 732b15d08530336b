import { Badge, Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ImportPreviewRow } from '@trust/contract/import';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable } from '../../ui/data-table';
import { EditableCell } from '../../ui/editable-cell';
import type { SheetRow } from './read-file';

export type RowState = 'ready' | 'problem' | 'duplicate' | 'skipped' | 'checking';

/** Where a row stands: skipped by the user, still being checked, or the server's verdict. */
export function rowState(
  row: number,
  verdicts: ReadonlyMap<number, ImportPreviewRow>,
  skipped: ReadonlySet<number>,
): RowState {
  if (skipped.has(row)) return 'skipped';
  const verdict = verdicts.get(row);
  if (!verdict) return 'checking';
  if (!verdict.ok) return 'problem';
  return verdict.duplicate ? 'duplicate' : 'ready';
}

const STATES: Record<RowState, { label: string; color: string }> = {
  ready: { label: 'Ready', color: 'teal' },
  problem: { label: 'Problem', color: 'red' },
  duplicate: { label: 'Already exists', color: 'blue' },
  skipped: { label: 'Skipped', color: 'gray' },
  checking: { label: 'Checking', color: 'gray' },
};

type Filter = 'all' | 'ready' | 'problem' | 'duplicate' | 'skipped';
const PAGE_SIZE = 25;

interface PreviewTableProps {
  /** Buttons shown beside the row filter (Import, Skip rows with problems). */
  actions?: ReactNode;
  columns: string[];
  rows: SheetRow[];
  verdicts: ReadonlyMap<number, ImportPreviewRow>;
  skipped: ReadonlySet<number>;
  onToggleSkip: (row: number) => void;
  onEdit: (row: number, column: string, value: string) => void;
}

/**
 * The rows of a file before they are imported: each with its state and its problems in the words
 * of the forms, a cell that can be corrected in place, and a Skip to leave a row out.
 */
export function PreviewTable({ actions, columns, rows, verdicts, skipped, onToggleSkip, onEdit }: PreviewTableProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);

  const states = useMemo(
    () => new Map(rows.map((r) => [r.row, rowState(r.row, verdicts, skipped)])),
    [rows, verdicts, skipped],
  );
  const counts = useMemo(() => {
    const c: Record<RowState, number> = { ready: 0, problem: 0, duplicate: 0, skipped: 0, checking: 0 };
    for (const state of states.values()) c[state] += 1;
    return c;
  }, [states]);
  const shown = useMemo(
    () => (filter === 'all' ? rows : rows.filter((r) => states.get(r.row) === filter)),
    [rows, states, filter],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const tableColumns = useMemo<ColumnDef<SheetRow>[]>(
    () => [
      { header: 'ROW', cell: ({ row }) => row.original.row },
      {
        header: 'STATUS',
        cell: ({ row }) => {
          const state = STATES[states.get(row.original.row) ?? 'checking'];
          return (
            // A table squeezes a badge to nothing unless it keeps its own width.
            <Badge color={state.color} variant="light" radius="sm" style={{ minWidth: 'max-content' }}>
              {state.label}
            </Badge>
          );
        },
      },
      {
        header: 'PROBLEMS',
        cell: ({ row }) => <Problems verdict={verdicts.get(row.original.row)} />,
      },
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) => {
          const isSkipped = skipped.has(row.original.row);
          return (
            <Button
              size="compact-xs"
              variant={isSkipped ? 'light' : 'default'}
              aria-label={`${isSkipped ? 'Include' : 'Skip'} row ${row.original.row}`}
              onClick={() => onToggleSkip(row.original.row)}
            >
              {isSkipped ? 'Include' : 'Skip'}
            </Button>
          );
        },
      },
      ...columns.map(
        (column): ColumnDef<SheetRow> => ({
          id: column,
          header: column.toUpperCase(),
          cell: ({ row }) => {
            const problem = verdicts.get(row.original.row)?.problems.find((p) => p.field === column);
            return (
              <EditableCell
                key={`${row.original.row}-${column}`}
                label={`${column} of row ${row.original.row}`}
                value={row.original.values[column] ?? ''}
                problem={problem?.message}
                onSave={(value) => onEdit(row.original.row, column, value)}
              />
            );
          },
        }),
      ),
    ],
    [columns, states, verdicts, skipped, onToggleSkip, onEdit],
  );

  const filterLabel = (label: string, n: number) => `${label} (${n.toLocaleString('en-IN')})`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <SegmentedControl
          aria-label="Rows to show"
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: filterLabel('All', rows.length) },
            { value: 'ready', label: filterLabel('Ready', counts.ready) },
            { value: 'problem', label: filterLabel('Problems', counts.problem) },
            { value: 'duplicate', label: filterLabel('Already exist', counts.duplicate) },
            { value: 'skipped', label: filterLabel('Skipped', counts.skipped) },
          ]}
        />
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      <DataTable
        label="Rows to import"
        columns={tableColumns}
        data={pageRows}
        getRowId={(row) => String(row.row)}
        emptyMessage="No rows in this list"
      />
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Rows {((current - 1) * PAGE_SIZE + 1).toLocaleString('en-IN')}–
            {Math.min(current * PAGE_SIZE, shown.length).toLocaleString('en-IN')} of{' '}
            {shown.length.toLocaleString('en-IN')}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label="Preview pages" />
        </Group>
      ) : null}
    </Stack>
  );
}

function Problems({ verdict }: { verdict: ImportPreviewRow | undefined }) {
  if (!verdict || (verdict.problems.length === 0 && !verdict.duplicate)) return null;
  if (verdict.duplicate) {
    return (
      <Text size="sm" c="dimmed" miw={220}>
        {verdict.duplicate}
      </Text>
    );
  }
  return (
    <Stack gap={2} miw={220}>
      {verdict.problems.map((p) => (
        <Text key={`${p.field}-${p.message}`} size="sm" c="red.9">
          {p.field ? (
            <Text span size="xs" fw={600} c="dimmed">
              {p.field.toUpperCase()}:{' '}
            </Text>
          ) : null}
          {p.message}
        </Text>
      ))}
    </Stack>
  );
}
