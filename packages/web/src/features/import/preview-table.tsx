import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ImportPreviewRow } from '@trust/contract/import';
import { type ReactNode, useMemo } from 'react';
import { errorText, useTexts } from '../../i18n/catalogue';
import { common } from '../../i18n/screens/common.en';
import { uploads } from '../../i18n/screens/uploads.en';
import { CheckedListTable, ProblemList, SkipButton, StateBadge } from '../../ui/checked-list-table';
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

const FILTERS = ['ready', 'problem', 'duplicate', 'skipped'] as const;
const rowNumber = (row: SheetRow) => row.row;

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
  const t = useTexts(uploads);
  const say = useTexts(common);
  const states = useMemo(
    () => new Map(rows.map((r) => [r.row, rowState(r.row, verdicts, skipped)])),
    [rows, verdicts, skipped],
  );

  const tableColumns = useMemo<ColumnDef<SheetRow>[]>(
    () => [
      { header: t('uploads.rowHeader'), cell: ({ row }) => row.original.row },
      {
        header: t('uploads.statusHeader'),
        cell: ({ row }) => <StateBadge state={states.get(row.original.row) ?? 'checking'} />,
      },
      {
        header: t('uploads.problemsHeader'),
        cell: ({ row }) => <Problems verdict={verdicts.get(row.original.row)} />,
      },
      {
        id: 'action',
        header: say('common.action'),
        cell: ({ row }) => (
          <SkipButton
            entry="row"
            number={row.original.row}
            isSkipped={skipped.has(row.original.row)}
            onToggle={onToggleSkip}
          />
        ),
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
                label={t('uploads.cellOfRow', { column, row: row.original.row })}
                value={row.original.values[column] ?? ''}
                problem={problem ? errorText(problem.message) : undefined}
                onSave={(value) => onEdit(row.original.row, column, value)}
              />
            );
          },
        }),
      ),
    ],
    [columns, states, verdicts, skipped, onToggleSkip, onEdit, t, say],
  );

  return (
    <CheckedListTable
      entry="row"
      label={t('uploads.rowsToImport')}
      items={rows}
      numberOf={rowNumber}
      states={states}
      filters={FILTERS}
      columns={tableColumns}
      pageSize={25}
      actions={actions}
    />
  );
}

/** A row already stored says which record it repeats; any other names its problems. */
function Problems({ verdict }: { verdict: ImportPreviewRow | undefined }) {
  if (verdict?.duplicate) {
    return (
      <Text size="sm" c="dimmed" miw={220}>
        {errorText(verdict.duplicate)}
      </Text>
    );
  }
  return <ProblemList problems={(verdict?.problems ?? []).map((p) => ({ column: p.field, message: p.message }))} />;
}
