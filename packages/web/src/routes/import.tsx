import { Alert, Button, Group, List, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportPreviewRow,
  type ImportResult,
  importMessages,
} from '@trust/contract/import';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { downloadTemplate } from '../features/import/download-template';
import { usePreviewImport } from '../features/import/preview-import';
import { PreviewTable, type RowState, rowState } from '../features/import/preview-table';
import { readImportFile, type Sheet } from '../features/import/read-file';
import { useRunImport } from '../features/import/run-import';
import { useSkipped } from '../ui/checked-list-table';
import { Page } from '../ui/page';
import { SheetFileInput, SheetProgress, useSheetFile } from '../ui/sheet-upload';

const KIND_LABELS: Record<ImportKind, string> = {
  members: 'Members',
  dependents: 'Dependents',
  payments: 'Past payments',
};

const HINTS: Record<ImportKind, string> = {
  members:
    'One member a row. Dates as YYYY-MM-DD or dd/MM/yyyy; an empty age or retirement date is worked out from the date of birth, an empty registration_date is today. A member ID already registered is left out.',
  dependents:
    "One dependent a row; id is the member's ID, so import the members first. A dependent with the same member, name and date of birth is left out.",
  payments:
    'One payment a row; kind is MEMBERSHIP or MEDICLAIM. Membership rows use book_fee, mediclaim rows group, reference_number, bank and branch. An empty expiry_date follows the subscription rule. Each payment gets a receipt number; one with the same member, kind, issue_date and amount is left out.',
};

/** How many result lines are listed; a file's worth of skipped rows would bury the page. */
const SHOWN_SKIPPED = 100;

function countStates(
  sheet: Sheet | null,
  verdicts: ReadonlyMap<number, ImportPreviewRow>,
  skipped: ReadonlySet<number>,
) {
  const counts: Record<RowState, number> = { ready: 0, problem: 0, duplicate: 0, skipped: 0, checking: 0 };
  for (const r of sheet?.rows ?? []) counts[rowState(r.row, verdicts, skipped)] += 1;
  return counts;
}

/** Import existing records: a CSV or Excel file checked row by row, corrected or trimmed, then added at once. */
export default function Import() {
  const [kind, setKind] = useState<ImportKind>('members');
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const preview = usePreviewImport(kind);
  const commit = useRunImport(kind);
  const { mutate: check, reset: resetPreview } = preview;
  const { skipped, toggle: toggleSkip, skipAll, reset: resetSkipped } = useSkipped();
  const sheetFile = useSheetFile(
    (file) => readImportFile(file, kind),
    (read) => {
      setSheet(read);
      check(read.rows);
    },
  );

  const verdicts = useMemo(() => new Map((preview.data?.rows ?? []).map((r) => [r.row, r])), [preview.data]);
  const counts = countStates(sheet, verdicts, skipped);
  const toImport = (sheet?.rows ?? []).filter((r) => {
    const state = rowState(r.row, verdicts, skipped);
    return state === 'ready' || state === 'duplicate';
  });
  const isChecking = preview.isPending || counts.checking > 0;

  const clear = () => {
    sheetFile.reset();
    setSheet(null);
    resetSkipped();
    resetPreview();
    commit.reset();
  };

  const choose = (chosen: File | null) => {
    clear();
    setResult(null);
    void sheetFile.choose(chosen);
  };

  const edit = useCallback(
    (row: number, column: string, value: string) => {
      if (!sheet) return;
      const rows = sheet.rows.map((r) => (r.row === row ? { ...r, values: { ...r.values, [column]: value } } : r));
      setSheet({ ...sheet, rows });
      // The server checks the whole file again: a fixed row may now repeat another, or pass a limit.
      check(rows);
    },
    [sheet, check],
  );

  const skipProblems = () =>
    skipAll((sheet?.rows ?? []).filter((r) => verdicts.get(r.row)?.ok === false).map((r) => r.row));

  const runImport = () => {
    if (!sheet) return;
    commit.mutate(toImport, {
      onSuccess: (answer) => {
        const leftOut = sheet.rows
          .filter((r) => skipped.has(r.row))
          .map((r) => ({
            row: r.row,
            reason:
              verdicts
                .get(r.row)
                ?.problems.map((p) => p.message.trim())
                .join('; ') || importMessages.skippedByUser,
          }));
        setResult({ added: answer.added, skipped: [...answer.skipped, ...leftOut].sort((a, b) => a.row - b.row) });
        clear();
      },
      // The records may have changed since the preview: show the rows as they stand now.
      onError: () => check(sheet.rows),
    });
  };

  return (
    <Page
      title="Import Existing Records"
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Back
        </Button>
      }
    >
      <Group align="flex-end" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Records
          </Text>
          <SegmentedControl
            aria-label="Records"
            value={kind}
            onChange={(value) => {
              clear();
              setResult(null);
              setKind(value as ImportKind);
            }}
            data={IMPORT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
          />
        </Stack>
        <Button variant="light" onClick={() => downloadTemplate(kind)}>
          Download template
        </Button>
        <SheetFileInput value={sheetFile.file} onChange={choose} />
      </Group>
      <Text size="sm" c="dimmed">
        {HINTS[kind]}
      </Text>

      <SheetProgress isReading={sheetFile.isReading} readError={sheetFile.readError} />
      {preview.isError ? (
        <Alert color="red" variant="light" title="The rows could not be checked">
          {errorMessage(preview.error)}
        </Alert>
      ) : null}
      {commit.isError ? (
        <Alert color="red" variant="light" title="Nothing was imported">
          {errorMessage(commit.error)}
        </Alert>
      ) : null}
      {result ? <ImportReport kind={kind} result={result} /> : null}

      {sheet ? (
        <>
          {counts.problem > 0 ? (
            <Text size="sm" c="red.9">
              {counts.problem.toLocaleString('en-IN')} {counts.problem === 1 ? 'row has' : 'rows have'} problems: fix
              the cells marked in red (click a cell to edit it) or skip those rows to import the rest.
            </Text>
          ) : null}
          {sheet.ignored.length > 0 ? (
            <Text size="sm" c="dimmed">
              Columns not imported: {sheet.ignored.join(', ')}
            </Text>
          ) : null}
          <PreviewTable
            actions={
              <>
                {isChecking ? <Loader size="sm" aria-label="Checking the rows" /> : null}
                {counts.problem > 0 ? (
                  <Button variant="default" onClick={skipProblems}>
                    Skip rows with problems
                  </Button>
                ) : null}
                <Button
                  onClick={runImport}
                  loading={commit.isPending}
                  disabled={isChecking || counts.problem > 0 || toImport.length === 0}
                >
                  Import {toImport.length.toLocaleString('en-IN')} {toImport.length === 1 ? 'row' : 'rows'}
                </Button>
              </>
            }
            columns={sheet.columns}
            rows={sheet.rows}
            verdicts={verdicts}
            skipped={skipped}
            onToggleSkip={toggleSkip}
            onEdit={edit}
          />
        </>
      ) : null}
    </Page>
  );
}

function ImportReport({ kind, result }: { kind: ImportKind; result: ImportResult }) {
  const more = result.skipped.length - SHOWN_SKIPPED;
  return (
    <Alert color={result.added > 0 ? 'teal' : 'blue'} variant="light" title={importMessages.added(result.added, kind)}>
      {result.skipped.length === 0 ? (
        <Text size="sm">No row was skipped.</Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            Skipped {result.skipped.length.toLocaleString('en-IN')} {result.skipped.length === 1 ? 'row' : 'rows'}:
          </Text>
          <List size="sm" aria-label="Skipped rows">
            {result.skipped.slice(0, SHOWN_SKIPPED).map((s) => (
              <List.Item key={s.row}>
                Row {s.row}: {s.reason}
              </List.Item>
            ))}
          </List>
          {more > 0 ? <Text size="sm">…and {more.toLocaleString('en-IN')} more.</Text> : null}
        </Stack>
      )}
    </Alert>
  );
}
