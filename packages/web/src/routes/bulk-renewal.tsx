import { Text } from '@mantine/core';
import { todayInIndia } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import {
  BULK_KINDS,
  type BulkBatch,
  type BulkKind,
  type BulkLineInput,
  type BulkProblem,
  bulkModes,
} from '@trust/contract/season';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../api/client';
import { BatchResult } from '../features/bulk-renewal/batch-result';
import {
  downloadBulkTemplate,
  linesOf,
  readPayrollList,
  usePreviewBulk,
  useRenewBulk,
} from '../features/bulk-renewal/bulk-api';
import { BulkPreviewTable, lineState } from '../features/bulk-renewal/bulk-preview-table';
import { useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { uploads } from '../i18n/screens/uploads.en';
import { DateField } from '../ui/date-field';
import { confirm } from '../ui/dialogs';
import { CommitActions, ProblemsNote, Refusal, UploadPage, useUploadCheckCommit } from '../ui/upload-check-commit';

type UploadText = keyof typeof uploads;

/** Each kind's words: its name, how to fill its list, and what the confirmation says. */
const KIND_TEXTS: Record<BulkKind, { label: UploadText; hint: UploadText; confirm: UploadText }> = {
  MEMBERSHIP: {
    label: 'uploads.membership',
    hint: 'uploads.membershipHint',
    confirm: 'uploads.renewMembershipText',
  },
  MEDICLAIM: { label: 'uploads.mediclaim', hint: 'uploads.mediclaimHint', confirm: 'uploads.renewMediclaimText' },
};

/** 'Renew 1 member', 'Renew 200 members'. */
const renewLabel = (t: (id: UploadText, values?: Record<string, string>) => string, n: number) =>
  t(n === 1 ? 'uploads.renewMember' : 'uploads.renewMembers', { count: n.toLocaleString('en-IN') });

/** The lines a refused batch named (`lines.{index}.{column}`), by line number of the file. */
function refusedLines(error: unknown, sent: readonly BulkLineInput[]): Map<number, BulkProblem[]> {
  const refused = new Map<number, BulkProblem[]>();
  if (!(error instanceof ApiError)) return refused;
  for (const issue of error.issues) {
    const [, index = '', column = ''] = issue.path.split('.');
    const line = sent[Number(index)]?.line;
    if (line === undefined) continue;
    refused.set(line, [...(refused.get(line) ?? []), { column, message: issue.message }]);
  }
  return refused;
}

/**
 * Renewing a payroll office's list in one go: the file read in the browser, every line checked by
 * the server and correctable in place, then every accepted line renewed in one transaction, with a
 * receipt each, or none at all.
 */
export default function BulkRenewal() {
  const t = useTexts(uploads);
  const say = useTexts(common);
  const [kind, setKind] = useState<BulkKind>('MEMBERSHIP');
  const [issueDate, setIssueDate] = useState(() => todayInIndia());
  const [refused, setRefused] = useState<ReadonlyMap<number, BulkProblem[]>>(new Map());
  const [batch, setBatch] = useState<BulkBatch | null>(null);
  const preview = usePreviewBulk();
  const renew = useRenewBulk();
  const { mutate: check, reset: resetPreview } = preview;

  const recheck = useCallback(
    (next: BulkLineInput[], nextKind: BulkKind = kind, nextDate: string = issueDate) => {
      setRefused(new Map());
      check({ kind: nextKind, issue_date: nextDate, lines: next });
    },
    [check, kind, issueDate],
  );
  const checkLines = useCallback((next: BulkLineInput[]) => recheck(next), [recheck]);

  const upload = useUploadCheckCommit({
    read: async (file) => linesOf(await readPayrollList(file)),
    check: checkLines,
    onClear: () => {
      setRefused(new Map());
      resetPreview();
      renew.reset();
    },
  });
  const { list: lines, skipped, change } = upload;

  const verdicts = useMemo(() => new Map((preview.data?.lines ?? []).map((l) => [l.line, l])), [preview.data]);
  const states = (lines ?? []).map((l) => lineState(l.line, verdicts, refused, skipped));
  const problemCount = states.filter((s) => s === 'problem').length;
  const included = (lines ?? []).filter((l) => !skipped.has(l.line));
  const isChecking = preview.isPending || states.includes('checking');
  // What the ready lines add up to, as the collection report will count them (membership with its book fee).
  const total = (lines ?? []).reduce((sum, l, i) => {
    if (states[i] !== 'ready') return sum;
    const v = verdicts.get(l.line);
    return sum + (v?.amount ?? 0) + (kind === 'MEMBERSHIP' ? (v?.book_fee ?? 0) : 0);
  }, 0);

  const choose = (chosen: File | null) => {
    setBatch(null);
    upload.choose(chosen);
  };

  const edit = useCallback(
    (line: number, column: keyof BulkLineInput, value: string) => {
      if (!lines) return;
      // The whole list again: a fixed member may now repeat another line's.
      change(lines.map((l) => (l.line === line ? { ...l, [column]: value } : l)));
    },
    [lines, change],
  );

  const skipProblems = () => upload.skipAll((lines ?? []).filter((_, i) => states[i] === 'problem').map((l) => l.line));

  const changeSettings = (nextKind: BulkKind, nextDate: string) => {
    setKind(nextKind);
    setIssueDate(nextDate);
    setBatch(null);
    if (lines && nextDate) recheck(lines, nextKind, nextDate);
  };

  const run = async () => {
    if (!lines) return;
    const sent = included;
    const agreed = await confirm({
      title: t('uploads.renewTitle'),
      text: t(KIND_TEXTS[kind].confirm, {
        count: sent.length.toLocaleString('en-IN'),
        total: formatRupees(total),
        date: issueDate.split('-').reverse().join('/'),
      }),
      confirmLabel: renewLabel(t, sent.length),
      cancelLabel: say('common.cancel'),
      danger: false,
    });
    if (!agreed) return;
    renew.mutate(
      { kind, issue_date: issueDate, lines: sent },
      {
        onSuccess: (answer) => {
          upload.clear();
          setBatch(answer);
        },
        onError: (error) => setRefused(refusedLines(error, sent)),
      },
    );
  };

  const count = included.length;
  return (
    <UploadPage
      title={t('uploads.bulkTitle')}
      label={t('uploads.kind')}
      value={kind}
      options={BULK_KINDS}
      labels={{ MEMBERSHIP: t(KIND_TEXTS.MEMBERSHIP.label), MEDICLAIM: t(KIND_TEXTS.MEDICLAIM.label) }}
      onChange={(value) => changeSettings(value, issueDate)}
      onTemplate={() => downloadBulkTemplate(kind)}
      upload={upload}
      onFile={choose}
      hint={t(KIND_TEXTS[kind].hint, { modes: bulkModes(kind).join(', ') })}
      fields={
        <DateField
          label={t('uploads.issueDate')}
          value={issueDate}
          onChange={(date) => changeSettings(kind, date)}
          w={{ base: '100%', xs: 180 }}
        />
      }
    >
      <Refusal title={t('uploads.linesNotChecked')} failed={preview.isError} error={preview.error} />
      <Refusal title={t('uploads.nobodyRenewed')} failed={renew.isError} error={renew.error} />
      {batch ? <BatchResult batch={batch} /> : null}

      {/* A list the server did not check (too many Aadhaar numbers that found nobody, say) has no verdicts: the alert says why. */}
      {lines && !preview.isError ? (
        <>
          <Text fw={600} aria-live="polite">
            {isChecking
              ? t('uploads.checkingTheLines')
              : t(count - problemCount === 1 ? 'uploads.lineReady' : 'uploads.linesReady', {
                  count: (count - problemCount).toLocaleString('en-IN'),
                  total: formatRupees(total),
                })}
          </Text>
          <ProblemsNote entry="line" count={problemCount} />
          <BulkPreviewTable
            kind={kind}
            lines={lines}
            verdicts={verdicts}
            refused={refused}
            skipped={skipped}
            onToggleSkip={upload.toggleSkip}
            onEdit={edit}
            actions={
              <CommitActions
                entry="line"
                isChecking={isChecking}
                problemCount={problemCount}
                onSkipProblems={skipProblems}
                commitLabel={renewLabel(t, count)}
                onCommit={() => void run()}
                isCommitting={renew.isPending}
                blocked={count === 0 || !issueDate}
              />
            }
          />
        </>
      ) : null}
    </UploadPage>
  );
}
