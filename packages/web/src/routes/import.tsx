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
import { errorText, useTexts } from '../i18n/catalogue';
import { uploads } from '../i18n/screens/uploads.en';
import { CommitActions, ProblemsNote, Refusal, UploadPage, useUploadCheckCommit } from '../ui/upload-check-commit';

type UploadText = keyof typeof uploads;

const KIND_LABELS: Record<ImportKind, UploadText> = {
  members: 'uploads.members',
  dependents: 'uploads.dependents',
  payments: 'uploads.payments',
};

/** What an import added, one and many, as the contract's `importMessages.added` says it in English. */
const ADDED: Record<ImportKind, readonly [one: UploadText, many: UploadText]> = {
  members: ['uploads.addedMember', 'uploads.addedMembers'],
  dependents: ['uploads.addedDependent', 'uploads.addedDependents'],
  payments: ['uploads.addedPayment', 'uploads.addedPayments'],
};

const HINTS: Record<ImportKind, UploadText> = {
  members: 'uploads.membersHint',
  dependents: 'uploads.dependentsHint',
  payments: 'uploads.paymentsHint',
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
  const t = useTexts(uploads);
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
                ?.problems.map((p) => errorText(p.message).trim())
                .join('; ') || errorText(importMessages.skippedByUser),
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
      title={t('uploads.importTitle')}
      label={t('uploads.records')}
      value={kind}
      options={IMPORT_KINDS}
      labels={{
        members: t(KIND_LABELS.members),
        dependents: t(KIND_LABELS.dependents),
        payments: t(KIND_LABELS.payments),
      }}
      onChange={(value) => {
        upload.clear();
        setResult(null);
        setKind(value);
      }}
      onTemplate={() => downloadTemplate(kind)}
      upload={upload}
      onFile={choose}
      hint={t(HINTS[kind])}
    >
      <Refusal title={t('uploads.rowsNotChecked')} failed={preview.isError} error={preview.error} />
      <Refusal title={t('uploads.nothingImported')} failed={commit.isError} error={commit.error} />
      {result ? <ImportReport kind={kind} result={result} /> : null}

      {sheet ? (
        <>
          <ProblemsNote entry="row" count={counts.problem} />
          {sheet.ignored.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('uploads.columnsNotImported', { columns: sheet.ignored.join(', ') })}
            </Text>
          ) : null}
          <PreviewTable
            actions={
              <CommitActions
                entry="row"
                isChecking={isChecking}
                problemCount={counts.problem}
                onSkipProblems={skipProblems}
                commitLabel={t(toImport.length === 1 ? 'uploads.importRow' : 'uploads.importRows', {
                  count: toImport.length.toLocaleString('en-IN'),
                })}
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

/** A reason in the language shown: the server's, by its contract messages joined by '; '; a row left out here has its reason in it already. */
const reasonText = (reason: string) =>
  reason
    .split('; ')
    .map((part) => errorText(part))
    .join('; ');

function ImportReport({ kind, result }: { kind: ImportKind; result: ImportResult }) {
  const t = useTexts(uploads);
  const more = result.skipped.length - SHOWN_SKIPPED;
  const skippedCount = result.skipped.length.toLocaleString('en-IN');
  return (
    <Alert
      color={result.added > 0 ? 'teal' : 'blue'}
      variant="light"
      title={t(ADDED[kind][result.added === 1 ? 0 : 1], { count: result.added })}
    >
      {result.skipped.length === 0 ? (
        <Text size="sm">{t('uploads.noneSkipped')}</Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            {t(result.skipped.length === 1 ? 'uploads.skippedRow' : 'uploads.skippedRows', { count: skippedCount })}
          </Text>
          <List size="sm" aria-label={t('uploads.skippedList')}>
            {result.skipped.slice(0, SHOWN_SKIPPED).map((s) => (
              <List.Item key={s.row}>{t('uploads.rowReason', { row: s.row, reason: reasonText(s.reason) })}</List.Item>
            ))}
          </List>
          {more > 0 ? <Text size="sm">{t('uploads.andMore', { count: more.toLocaleString('en-IN') })}</Text> : null}
        </Stack>
      )}
    </Alert>
  );
}
