import { Badge, Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { errorText, useTexts } from '../i18n/catalogue';
import { uploads } from '../i18n/screens/uploads.en';
import { DataTable } from './data-table';

/**
 * A list read from an office's file and checked by the server before anything is written: the rows
 * of an import, the lines of a payroll list for bulk renewal. Each entry has a state; the list is
 * filtered by state with the count of each, and paged.
 */

/** Where an entry stands: the server's verdict, left out by the person, or not checked yet. */
export type CheckedState = 'ready' | 'problem' | 'duplicate' | 'skipped' | 'checking';

type UploadText = keyof typeof uploads;

const LOOKS: Record<CheckedState, { label: UploadText; color: string }> = {
  ready: { label: 'uploads.ready', color: 'teal' },
  problem: { label: 'uploads.problem', color: 'red' },
  duplicate: { label: 'uploads.duplicate', color: 'blue' },
  skipped: { label: 'uploads.skipped', color: 'gray' },
  checking: { label: 'uploads.checking', color: 'gray' },
};

/** The filters' words, in the plural, with their count: 'Problems (3)'. */
const FILTER_WORDS: Record<Exclude<CheckedState, 'checking'>, UploadText> = {
  ready: 'uploads.filterReady',
  problem: 'uploads.filterProblem',
  duplicate: 'uploads.filterDuplicate',
  skipped: 'uploads.filterSkipped',
};

/** The texts that differ by what the file holds: an import's rows, a payroll list's lines. */
const ENTRY_TEXTS = {
  row: {
    toShow: 'uploads.rowsToShow',
    none: 'uploads.noRows',
    range: 'uploads.rowsOf',
    skip: 'uploads.skipRow',
    include: 'uploads.includeRow',
  },
  line: {
    toShow: 'uploads.linesToShow',
    none: 'uploads.noLines',
    range: 'uploads.linesOf',
    skip: 'uploads.skipLine',
    include: 'uploads.includeLine',
  },
} as const satisfies Record<Entry, Record<string, UploadText>>;

export function StateBadge({ state }: { state: CheckedState }) {
  const t = useTexts(uploads);
  const look = LOOKS[state];
  return (
    // A table squeezes a badge to nothing unless it keeps its own width.
    <Badge color={look.color} variant="light" radius="sm" style={{ minWidth: 'max-content' }}>
      {t(look.label)}
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
  const t = useTexts(uploads);
  const words = ENTRY_TEXTS[entry];
  return (
    <Button
      size="compact-xs"
      variant={isSkipped ? 'light' : 'default'}
      aria-label={t(isSkipped ? words.include : words.skip, { number })}
      onClick={() => onToggle(number)}
    >
      {isSkipped ? t('uploads.include') : t('uploads.skip')}
    </Button>
  );
}

export interface Problem {
  column: string;
  message: string;
}

/**
 * An entry's problems in the forms' words (in the language shown), each after its column: as
 * `words` names it, else in capitals.
 */
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
          {errorText(p.message)}
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

  const t = useTexts(uploads);
  const words = ENTRY_TEXTS[entry];
  const count = (n: number) => n.toLocaleString('en-IN');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <SegmentedControl
          aria-label={t(words.toShow)}
          value={filter}
          onChange={(value) => {
            setFilter(value as S | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('uploads.filterAll', { count: count(items.length) }) },
            ...filters.map((state) => ({
              value: state,
              label: t(FILTER_WORDS[state], { count: count(counts.get(state) ?? 0) }),
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
        emptyMessage={t(words.none)}
        rowStatus={rowStatus}
      />
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t(words.range, {
              from: count((current - 1) * pageSize + 1),
              to: count(Math.min(current * pageSize, shown.length)),
              total: count(shown.length),
            })}
          </Text>
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            aria-label={t('uploads.previewPages')}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
