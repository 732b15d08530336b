import { Badge, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatRupees } from '@trust/contract/receipt';
import type { BulkKind, BulkLineInput, BulkPreviewLine, BulkProblem } from '@trust/contract/season';
import { type ReactNode, useMemo } from 'react';
import { errorText, useTexts } from '../../i18n/catalogue';
import { common } from '../../i18n/screens/common.en';
import { uploads } from '../../i18n/screens/uploads.en';
import { CheckedListTable, ProblemList, SkipButton, StateBadge } from '../../ui/checked-list-table';
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

const FILTERS = ['ready', 'problem', 'skipped'] as const;
const lineNumber = (line: BulkLineInput) => line.line;

const MONEY_COLUMNS = new Set(['amount', 'book_fee']);

/** An amount as the trust reads money ('₹1,200'); anything else as the office wrote it, to be fixed. */
const asRupees = (text: string) => (/^\d{1,12}$/.test(text.trim()) ? formatRupees(Number(text.trim())) : text);

/** The columns' headers, which the problems name them by too. */
const COLUMN_WORDS = {
  member: 'uploads.memberHeader',
  amount: 'uploads.amountHeader',
  mode_of_payment: 'uploads.modeHeader',
  reference_number: 'uploads.referenceHeader',
  book_fee: 'uploads.bookFeeHeader',
  group: 'uploads.groupHeader',
  status: 'uploads.statusHeader',
} as const satisfies Record<string, keyof typeof uploads>;

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
  const t = useTexts(uploads);
  const say = useTexts(common);
  const states = useMemo(
    () => new Map(lines.map((l) => [l.line, lineState(l.line, verdicts, refused, skipped)])),
    [lines, verdicts, refused, skipped],
  );
  const columnWords = useMemo(
    () => Object.fromEntries(Object.entries(COLUMN_WORDS).map(([column, id]) => [column, t(id)])),
    [t],
  );

  const columns = useMemo<ColumnDef<BulkLineInput>[]>(() => {
    const editable = (column: EditableColumn): ColumnDef<BulkLineInput> => ({
      id: column,
      header: t(COLUMN_WORDS[column]),
      cell: ({ row }) => {
        const line = row.original.line;
        const problem = lineProblems(line, verdicts, refused).find((p) => p.column === column);
        return (
          <EditableCell
            key={`${line}-${column}`}
            label={t('uploads.cellOfLine', { column, line })}
            value={row.original[column]}
            display={MONEY_COLUMNS.has(column) ? asRupees(row.original[column]) : undefined}
            problem={problem ? errorText(problem.message) : undefined}
            onSave={(value) => onEdit(line, column, value)}
          />
        );
      },
    });
    const verdictOf = (line: BulkLineInput) => verdicts.get(line.line);
    return [
      { header: t('uploads.lineHeader'), cell: ({ row }) => row.original.line },
      editable('member'),
      {
        id: 'matched',
        header: t('uploads.matchedHeader'),
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
        header: t('uploads.statusHeader'),
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
        header: t('uploads.feeHeader'),
        cell: ({ row }) => {
          const fee = verdictOf(row.original)?.fee;
          return fee === null || fee === undefined ? '—' : formatRupees(fee);
        },
      },
      editable('amount'),
      editable('mode_of_payment'),
      editable('reference_number'),
      kind === 'MEMBERSHIP' ? editable('book_fee') : editable('group'),
      {
        id: 'problems',
        header: t('uploads.problemsHeader'),
        cell: ({ row }) => (
          <ProblemList problems={lineProblems(row.original.line, verdicts, refused)} words={columnWords} />
        ),
      },
      {
        id: 'action',
        header: say('common.action'),
        cell: ({ row }) => {
          const line = row.original.line;
          return (
            <Group gap={6} wrap="nowrap">
              <StateBadge state={states.get(line) ?? 'checking'} />
              <SkipButton entry="line" number={line} isSkipped={skipped.has(line)} onToggle={onToggleSkip} />
            </Group>
          );
        },
      },
    ];
  }, [kind, verdicts, refused, skipped, states, onEdit, onToggleSkip, t, say, columnWords]);

  return (
    <CheckedListTable
      entry="line"
      label={t('uploads.linesToRenew')}
      items={lines}
      numberOf={lineNumber}
      states={states}
      filters={FILTERS}
      columns={columns}
      pageSize={50}
      actions={actions}
      rowStatus={(line) => (skipped.has(line.line) ? 'SKIPPED' : undefined)}
    />
  );
}
