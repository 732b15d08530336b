import { Alert, List, Stack, Text } from '@mantine/core';
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportPreviewRow,
  type ImportResult,
  importMessages,
} from '@trust/contract/import';
import { useCallback, useMemo, useState } from 'react';
import { downloadTemplate } from '../features/import/download-template';
import { usePreviewImport } from '../features/import/preview-import';
import { PreviewTable, type RowState, rowState } from '../features/import/preview-table';
import { readImportFile, type Sheet } from '../features/import/read-file';
import { useRunImport } from '../features/import/run-import';
import { CommitActions, ProblemsNote, Refusal, UploadPage, useUploadCheckCommit } from '../ui/upload-check-commit';

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
  const [result, setResult] = useState<ImportResult | null>(null);
  const preview = usePreviewImport(kind);
  const commit = useRunImport(kind);
  const { mutate: check, reset: resetPreview } = preview;
  const checkRows = useCallback((sheet: Sheet) => check(sheet.rows), [check]);
  const upload = useUploadCheckCommit({
    read: (file) => readImportFile(file, kind),
    check: checkRows,
    onClear: () => {
      resetPreview();
      commit.reset();
    },
  });
  const { list: sheet, skipped, change } = upload;

  const verdicts = useMemo(() => new Map((preview.data?.rows ?? []).map((r) => [r.row, r])), [preview.data]);
  const counts = countStates(sheet, verdicts, skipped);
  const toImport = (sheet?.rows ?? []).filter((r) => {
    const state = rowState(r.row, verdicts, skipped);
    return state === 'ready' || state === 'duplicate';
  });
  const isChecking = preview.isPending || counts.checking > 0;

  const choose = (chosen: File | null) => {
    setResult(null);
    upload.choose(chosen);
  };

  const edit = useCallback(
    (row: number, column: string, value: string) => {
      if (!sheet) return;
      const rows = sheet.rows.map((r) => (r.row === row ? { ...r, values: { ...r.values, [column]: value } } : r));
      change({ ...sheet, rows });
    },
    [sheet, change],
  );

  const skipProblems = () =>
    upload.skipAll((sheet?.rows ?? []).filter((r) => verdicts.get(r.row)?.ok === false).map((r) => r.row));

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
        upload.clear();
      },
      // The records may have changed since the preview: show the rows as they stand now.
      onError: () => check(sheet.rows),
    });
  };

  return (
    <UploadPage
      title="Import Existing Records"
      label="Records"
      value={kind}
      options={IMPORT_KINDS}
      labels={KIND_LABELS}
      onChange={(value) => {
        upload.clear();
        setResult(null);
        setKind(value);
      }}
      onTemplate={() => downloadTemplate(kind)}
      upload={upload}
      onFile={choose}
      hint={HINTS[kind]}
    >
      <Refusal title="The rows could not be checked" failed={preview.isError} error={preview.error} />
      <Refusal title="Nothing was imported" failed={commit.isError} error={commit.error} />
      {result ? <ImportReport kind={kind} result={result} /> : null}

      {sheet ? (
        <>
          <ProblemsNote entry="row" count={counts.problem} verb="import" />
          {sheet.ignored.length > 0 ? (
            <Text size="sm" c="dimmed">
              Columns not imported: {sheet.ignored.join(', ')}
            </Text>
          ) : null}
          <PreviewTable
            actions={
              <CommitActions
                entry="row"
                isChecking={isChecking}
                problemCount={counts.problem}
                onSkipProblems={skipProblems}
                commitLabel={`Import ${toImport.length.toLocaleString('en-IN')} ${toImport.length === 1 ? 'row' : 'rows'}`}
                onCommit={runImport}
                isCommitting={commit.isPending}
                blocked={toImport.length === 0}
              />
            }
            columns={sheet.columns}
            rows={sheet.rows}
            verdicts={verdicts}
            skipped={skipped}
            onToggleSkip={upload.toggleSkip}
            onEdit={edit}
          />
        </>
      ) : null}
    </UploadPage>
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
