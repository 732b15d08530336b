import { Badge, Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatRupees } from '@trust/contract/receipt';
import type { BulkKind, BulkLineInput, BulkPreviewLine, BulkProblem } from '@trust/contract/season';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable } from '../../ui/data-table';
import { EditableCell } from '../../ui/editable-cell';

export type LineState = 'ready' | 'problem' | 'skipped' | 'checking';

/** A line's problems: the preview's, and those the server named when it refused the batch. */
export function lineProblems(
  line: number,
  verdicts: ReadonlyMap<number, BulkPreviewLine>,
  refused: ReadonlyMap<number, BulkProblem[]>,
): BulkProblem[] {
  const problems = [...(verdicts.get(line)?.problems ?? [])];
  for (const p of refused.get(line) ?? []) {
    if (!problems.some((q) => q.message === p.message)) problems.push(p);
  }
  return problems;
}

/** Where a line stands: left out by the user, still being checked, or the server's verdict. */
export function lineState(
  line: number,
  verdicts: ReadonlyMap<number, BulkPreviewLine>,
  refused: ReadonlyMap<number, BulkProblem[]>,
  skipped: ReadonlySet<number>,
): LineState {
  if (skipped.has(line)) return 'skipped';
  if (!verdicts.has(line)) return 'checking';
  return lineProblems(line, verdicts, refused).length > 0 ? 'problem' : 'ready';
}

const STATES: Record<LineState, { label: string; color: string }> = {
  ready: { label: 'Ready', color: 'teal' },
  problem: { label: 'Problem', color: 'red' },
  skipped: { label: 'Skipped', color: 'gray' },
  checking: { label: 'Checking', color: 'gray' },
};

type Filter = 'all' | 'ready' | 'problem' | 'skipped';
const PAGE_SIZE = 50;

const MONEY_COLUMNS = new Set(['amount', 'book_fee']);

/** An amount as the trust reads money ('₹1,200'); anything else as the office wrote it, to be fixed. */
const asRupees = (text: string) => (/^\d{1,12}$/.test(text.trim()) ? formatRupees(Number(text.trim())) : text);

type EditableColumn = 'member' | 'amount' | 'mode_of_payment' | 'reference_number' | 'book_fee' | 'group';

interface BulkPreviewTableProps {
  kind: BulkKind;
  lines: BulkLineInput[];
  verdicts: ReadonlyMap<number, BulkPreviewLine>;
  refused: ReadonlyMap<number, BulkProblem[]>;
  skipped: ReadonlySet<number>;
  onToggleSkip: (line: number) => void;
  onEdit: (line: number, column: EditableColumn, value: string) => void;
  /** Buttons beside the filter (Skip lines with problems, Renew). */
  actions?: ReactNode;
}

/**
 * The payroll list before it is renewed: each line with the member it matched, where that member's
 * subscription stands, the fee it should pay and every problem in words; the cells the office
 * wrote can be corrected in place, and a line can be left out.
 */
export function BulkPreviewTable({
  kind,
  lines,
  verdicts,
  refused,
  skipped,
  onToggleSkip,
  onEdit,
  actions,
}: BulkPreviewTableProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const states = useMemo(
    () => new Map(lines.map((l) => [l.line, lineState(l.line, verdicts, refused, skipped)])),
    [lines, verdicts, refused, skipped],
  );
  const counts = useMemo(() => {
    const c: Record<LineState, number> = { ready: 0, problem: 0, skipped: 0, checking: 0 };
    for (const state of states.values()) c[state] += 1;
    return c;
  }, [states]);
  const shown = useMemo(
    () => (filter === 'all' ? lines : lines.filter((l) => states.get(l.line) === filter)),
    [lines, states, filter],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageLines = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const columns = useMemo<ColumnDef<BulkLineInput>[]>(() => {
    const editable = (column: EditableColumn, header: string): ColumnDef<BulkLineInput> => ({
      id: column,
      header,
      cell: ({ row }) => {
        const line = row.original.line;
        const problem = lineProblems(line, verdicts, refused).find((p) => p.column === column);
        return (
          <EditableCell
            key={`${line}-${column}`}
            label={`${column} of line ${line}`}
            value={row.original[column]}
            display={MONEY_COLUMNS.has(column) ? asRupees(row.original[column]) : undefined}
            problem={problem?.message}
            onSave={(value) => onEdit(line, column, value)}
          />
        );
      },
    });
    const verdictOf = (line: BulkLineInput) => verdicts.get(line.line);
    return [
      { header: 'LINE', cell: ({ row }) => row.original.line },
      editable('member', 'MEMBER'),
      {
        id: 'matched',
        header: 'MATCHED',
        cell: ({ row }) => {
          const verdict = verdictOf(row.original);
          if (!verdict?.member_id)
            return (
              <Text size="sm" c="dimmed">
                —
              </Text>
            );
          return (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {verdict.member_id} · {verdict.member_name}
            </Text>
          );
        },
      },
      {
        id: 'status',
        header: 'STATUS',
        cell: ({ row }) => {
          const status = verdictOf(row.original)?.status;
          // A table squeezes a badge to nothing unless it keeps its own width.
          return status ? (
            <Badge color={status === 'ACTIVE' ? 'teal' : 'red'} variant="light" radius="sm" miw="max-content">
              {status}
            </Badge>
          ) : null;
        },
      },
      {
        id: 'fee',
        header: 'FEE',
        cell: ({ row }) => {
          const fee = verdictOf(row.original)?.fee;
          return fee === null || fee === undefined ? '—' : formatRupees(fee);
        },
      },
      editable('amount', 'AMOUNT'),
      editable('mode_of_payment', 'MODE'),
      editable('reference_number', 'REFERENCE'),
      kind === 'MEMBERSHIP' ? editable('book_fee', 'BOOK FEE') : editable('group', 'GROUP'),
      {
        id: 'problems',
        header: 'PROBLEMS',
        cell: ({ row }) => <Problems problems={lineProblems(row.original.line, verdicts, refused)} />,
      },
      {
        id: 'action',
        header: 'ACTION',
        cell: ({ row }) => {
          const line = row.original.line;
          const state = STATES[states.get(line) ?? 'checking'];
          const isSkipped = skipped.has(line);
          return (
            <Group gap={6} wrap="nowrap">
              <Badge color={state.color} variant="light" radius="sm" style={{ minWidth: 'max-content' }}>
                {state.label}
              </Badge>
              <Button
                size="compact-xs"
                variant={isSkipped ? 'light' : 'default'}
                aria-label={`${isSkipped ? 'Include' : 'Skip'} line ${line}`}
                onClick={() => onToggleSkip(line)}
              >
                {isSkipped ? 'Include' : 'Skip'}
              </Button>
            </Group>
          );
        },
      },
    ];
  }, [kind, verdicts, refused, skipped, states, onEdit, onToggleSkip]);

  const filterLabel = (label: string, n: number) => `${label} (${n.toLocaleString('en-IN')})`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <SegmentedControl
          aria-label="Lines to show"
          value={filter}
          onChange={(value) => {
            setFilter(value as Filter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: filterLabel('All', lines.length) },
            { value: 'ready', label: filterLabel('Ready', counts.ready) },
            { value: 'problem', label: filterLabel('Problems', counts.problem) },
            { value: 'skipped', label: filterLabel('Skipped', counts.skipped) },
          ]}
        />
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      <DataTable
        label="Lines to renew"
        columns={columns}
        data={pageLines}
        getRowId={(line) => String(line.line)}
        emptyMessage="No lines in this list"
        rowStatus={(line) => (skipped.has(line.line) ? 'SKIPPED' : undefined)}
      />
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Lines {((current - 1) * PAGE_SIZE + 1).toLocaleString('en-IN')}–
            {Math.min(current * PAGE_SIZE, shown.length).toLocaleString('en-IN')} of{' '}
            {shown.length.toLocaleString('en-IN')}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label="Preview pages" />
        </Group>
      ) : null}
    </Stack>
  );
}

const COLUMN_WORDS: Record<string, string> = {
  member: 'MEMBER',
  amount: 'AMOUNT',
  mode_of_payment: 'MODE',
  reference_number: 'REFERENCE',
  book_fee: 'BOOK FEE',
  group: 'GROUP',
  status: 'STATUS',
};

function Problems({ problems }: { problems: BulkProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Stack gap={2} miw={240}>
      {problems.map((p) => (
        <Text key={`${p.column}-${p.message}`} size="sm" c="red.9">
          {p.column ? (
            <Text span size="xs" fw={600} c="dimmed">
              {COLUMN_WORDS[p.column] ?? p.column.toUpperCase()}:{' '}
            </Text>
          ) : null}
          {p.message}
        </Text>
      ))}
    </Stack>
  );
}
