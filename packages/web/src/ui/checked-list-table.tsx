import { Badge, Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { DataTable } from './data-table';

/**
 * A list read from an office's file and checked by the server before anything is written: the rows
 * of an import, the lines of a payroll list for bulk renewal. Each entry has a state; the list is
 * filtered by state with the count of each, and paged.
 */

/** Where an entry stands: the server's verdict, left out by the person, or not checked yet. */
export type CheckedState = 'ready' | 'problem' | 'duplicate' | 'skipped' | 'checking';

const LOOKS: Record<CheckedState, { label: string; color: string }> = {
  ready: { label: 'Ready', color: 'teal' },
  problem: { label: 'Problem', color: 'red' },
  duplicate: { label: 'Already exists', color: 'blue' },
  skipped: { label: 'Skipped', color: 'gray' },
  checking: { label: 'Checking', color: 'gray' },
};

/** The filters' words, in the plural: 'Problems (3)'. */
const FILTER_WORDS: Record<Exclude<CheckedState, 'checking'>, string> = {
  ready: 'Ready',
  problem: 'Problems',
  duplicate: 'Already exist',
  skipped: 'Skipped',
};

export function StateBadge({ state }: { state: CheckedState }) {
  const look = LOOKS[state];
  return (
    // A table squeezes a badge to nothing unless it keeps its own width.
    <Badge color={look.color} variant="light" radius="sm" style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}

/** How the office's file counts its entries, and so how the screen does. */
export type Entry = 'row' | 'line';

interface SkipButtonProps {
  entry: Entry;
  number: number;
  isSkipped: boolean;
  onToggle: (number: number) => void;
}

/** Leaves an entry out of what is written, or takes it back in. */
export function SkipButton({ entry, number, isSkipped, onToggle }: SkipButtonProps) {
  return (
    <Button
      size="compact-xs"
      variant={isSkipped ? 'light' : 'default'}
      aria-label={`${isSkipped ? 'Include' : 'Skip'} ${entry} ${number}`}
      onClick={() => onToggle(number)}
    >
      {isSkipped ? 'Include' : 'Skip'}
    </Button>
  );
}

export interface Problem {
  column: string;
  message: string;
}

/** An entry's problems in the forms' words, each after its column: as `words` names it, else in capitals. */
export function ProblemList({
  problems,
  words = {},
}: {
  problems: readonly Problem[];
  words?: Record<string, string>;
}) {
  if (problems.length === 0) return null;
  return (
    <Stack gap={2} miw={240}>
      {problems.map((p) => (
        <Text key={`${p.column}-${p.message}`} size="sm" c="red.9">
          {p.column ? (
            <Text span size="xs" fw={600} c="dimmed">
              {words[p.column] ?? p.column.toUpperCase()}:{' '}
            </Text>
          ) : null}
          {p.message}
        </Text>
      ))}
    </Stack>
  );
}

/** The entries the person left out: one toggled at a time, or many left out at once. */
export function useSkipped() {
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((number: number) => {
    setSkipped((previous) => {
      const next = new Set(previous);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  }, []);
  const skipAll = (numbers: readonly number[]) => setSkipped((previous) => new Set([...previous, ...numbers]));
  const reset = () => setSkipped(new Set());
  return { skipped, toggle, skipAll, reset };
}

interface CheckedListTableProps<T, S extends CheckedState> {
  entry: Entry;
  /** The table's name, for screen readers and tests: 'Rows to import'. */
  label: string;
  items: T[];
  /** The entry's number: its row or line in the file. */
  numberOf: (item: T) => number;
  states: ReadonlyMap<number, S>;
  /** The states offered as filters after All, in order. */
  filters: readonly Exclude<S, 'checking'>[];
  columns: ColumnDef<T>[];
  pageSize: number;
  /** Buttons beside the filter (Skip rows with problems, Import). */
  actions?: ReactNode;
  rowStatus?: (item: T) => string | undefined;
}

export function CheckedListTable<T, S extends CheckedState>({
  entry,
  label,
  items,
  numberOf,
  states,
  filters,
  columns,
  pageSize,
  actions,
  rowStatus,
}: CheckedListTableProps<T, S>) {
  const [filter, setFilter] = useState<S | 'all'>('all');
  const [page, setPage] = useState(1);
  const counts = useMemo(() => {
    const c = new Map<S, number>();
    for (const state of states.values()) c.set(state, (c.get(state) ?? 0) + 1);
    return c;
  }, [states]);
  const shown = useMemo(
    () => (filter === 'all' ? items : items.filter((item) => states.get(numberOf(item)) === filter)),
    [items, states, filter, numberOf],
  );
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const pageItems = shown.slice((current - 1) * pageSize, current * pageSize);

  const Entries = entry === 'row' ? 'Rows' : 'Lines';
  const filterLabel = (words: string, n: number) => `${words} (${n.toLocaleString('en-IN')})`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <SegmentedControl
          aria-label={`${Entries} to show`}
          value={filter}
          onChange={(value) => {
            setFilter(value as S | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: filterLabel('All', items.length) },
            ...filters.map((state) => ({
              value: state,
              label: filterLabel(FILTER_WORDS[state], counts.get(state) ?? 0),
            })),
          ]}
        />
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      <DataTable
        label={label}
        columns={columns}
        data={pageItems}
        getRowId={(item) => String(numberOf(item))}
        emptyMessage={`No ${entry}s in this list`}
        rowStatus={rowStatus}
      />
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {Entries} {((current - 1) * pageSize + 1).toLocaleString('en-IN')}–
            {Math.min(current * pageSize, shown.length).toLocaleString('en-IN')} of{' '}
            {shown.length.toLocaleString('en-IN')}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label="Preview pages" />
        </Group>
      ) : null}
    </Stack>
  );
}
