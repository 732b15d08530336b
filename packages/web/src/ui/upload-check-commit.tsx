import { Alert, Button, FileInput, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { uploads } from '../i18n/screens/uploads.en';
import { type Entry, useSkipped } from './checked-list-table';
import { Page } from './page';

/**
 * Upload, check, commit: a CSV or Excel file chosen and read in the browser, its entries checked by
 * the server and corrected or left out in place, then written at once, as the import of existing
 * records and the bulk renewal take their lists. The screens bring what is their own: how a file
 * becomes their list, the server's two calls, the table and the result.
 */

interface SheetFileInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
}

/** The file field: one .csv or .xlsx file, cleared by its own button. */
function SheetFileInput({ value, onChange }: SheetFileInputProps) {
  const t = useTexts(uploads);
  return (
    <FileInput
      label={t('uploads.file')}
      placeholder={t('uploads.chooseFile')}
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': t('uploads.clearFile') }}
      w={{ base: '100%', xs: 300 }}
    />
  );
}

/**
 * The chosen file and its reading: `read` turns the file into what the screen checks, and `onRead`
 * takes it; a file that cannot be read leaves its reason.
 */
function useSheetFile<T>(read: (file: File) => Promise<T>, onRead: (sheet: T) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);

  const reset = () => {
    setFile(null);
    setReadError(null);
  };

  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    setReading(true);
    try {
      onRead(await read(chosen));
    } catch (error) {
      // A file the browser cannot read says why in the contract's words, which have their Hindi.
      setReadError(errorText(errorMessage(error)));
    } finally {
      setReading(false);
    }
  };

  return { file, readError, isReading, choose, reset };
}

interface UploadOptions<L> {
  /** The file as the screen's list. */
  read: (file: File) => Promise<L>;
  /** Asks the server to check the whole list (again): nothing is written. */
  check: (list: L) => void;
  /** Forgets the screen's own answers: the check's, the commit's and what hangs on them. */
  onClear: () => void;
}

/**
 * The list read from the chosen file and the entries left out of it. A changed list (a cell
 * corrected) is checked whole again: a fixed entry may now repeat another, or pass a limit.
 */
export function useUploadCheckCommit<L>({ read, check, onClear }: UploadOptions<L>) {
  const [list, setList] = useState<L | null>(null);
  const { skipped, toggle: toggleSkip, skipAll, reset: resetSkipped } = useSkipped();
  const sheetFile = useSheetFile(read, (read) => {
    setList(read);
    check(read);
  });

  const clear = () => {
    sheetFile.reset();
    setList(null);
    resetSkipped();
    onClear();
  };

  const choose = (chosen: File | null) => {
    clear();
    void sheetFile.choose(chosen);
  };

  const change = useCallback(
    (next: L) => {
      setList(next);
      check(next);
    },
    [check],
  );

  return { list, skipped, toggleSkip, skipAll, clear, choose, change, sheetFile };
}

export type Upload = ReturnType<typeof useUploadCheckCommit>;

interface UploadPageProps<K extends string> {
  /** The screen's title. */
  title: string;
  /** What the choice picks, its label and the name screen readers hear: 'Records', 'Kind'. */
  label: string;
  value: K;
  options: readonly K[];
  labels: Record<K, string>;
  onChange: (value: K) => void;
  onTemplate: () => void;
  upload: Pick<Upload, 'sheetFile'>;
  onFile: (file: File | null) => void;
  /** What the list is read with, and how to fill its template. */
  hint: string;
  /** Fields between the choice and the template (the bulk renewal's issue date). */
  fields?: ReactNode;
  /** What follows the bar: the refusals, the result, the table. */
  children: ReactNode;
}

/**
 * The screen, with Back to the dashboard: the list's kind, the screen's other fields, its template
 * and the file; under them how to fill it, then the file's reading and why a file cannot be read;
 * then what the screen shows of its list.
 */
export function UploadPage<K extends string>({
  title,
  label,
  value,
  options,
  labels,
  onChange,
  onTemplate,
  upload,
  onFile,
  hint,
  fields,
  children,
}: UploadPageProps<K>) {
  const { file, isReading, readError } = upload.sheetFile;
  const t = useTexts(uploads);
  const say = useTexts(common);
  return (
    <Page
      title={title}
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          {say('common.back')}
        </Button>
      }
    >
      <Group align="flex-end" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <SegmentedControl
            aria-label={label}
            value={value}
            onChange={(chosen) => onChange(chosen as K)}
            data={options.map((option) => ({ value: option, label: labels[option] }))}
          />
        </Stack>
        {fields}
        <Button variant="light" onClick={onTemplate}>
          {t('uploads.template')}
        </Button>
        <SheetFileInput value={file} onChange={onFile} />
      </Group>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>

      {isReading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('uploads.reading')}</Text>
        </Group>
      ) : null}
      {readError ? (
        <Alert color="red" variant="light" title={t('uploads.unreadable')}>
          {readError}
        </Alert>
      ) : null}
      {children}
    </Page>
  );
}

/** Why the server did not check the list or did not write it, when it did not. */
export function Refusal({ title, failed, error }: { title: string; failed: boolean; error: unknown }) {
  return failed ? (
    <Alert color="red" variant="light" title={title}>
      {errorMessage(error)}
    </Alert>
  ) : null;
}

/** The texts that differ by what the file holds: an import's rows, a payroll list's lines. */
const ENTRY_TEXTS = {
  row: {
    one: 'uploads.rowHasProblems',
    many: 'uploads.rowsHaveProblems',
    checking: 'uploads.checkingRows',
    skipProblems: 'uploads.skipRowsWithProblems',
  },
  line: {
    one: 'uploads.lineHasProblems',
    many: 'uploads.linesHaveProblems',
    checking: 'uploads.checkingLines',
    skipProblems: 'uploads.skipLinesWithProblems',
  },
} as const satisfies Record<Entry, Record<string, keyof typeof uploads>>;

/** How many entries have problems and the two ways on: fix them (an import's rows are imported, a list's lines renewed), or leave them out. */
export function ProblemsNote({ entry, count }: { entry: Entry; count: number }) {
  const t = useTexts(uploads);
  if (count === 0) return null;
  const words = ENTRY_TEXTS[entry];
  return (
    <Text size="sm" c="red.9">
      {t(count === 1 ? words.one : words.many, { count: count.toLocaleString('en-IN') })}
    </Text>
  );
}

interface CommitActionsProps {
  entry: Entry;
  isChecking: boolean;
  problemCount: number;
  onSkipProblems: () => void;
  /** The button that writes the list: 'Import 3 rows', 'Renew 3 members'. */
  commitLabel: string;
  onCommit: () => void;
  isCommitting: boolean;
  /** Beside checking and problems, what else holds the button back (nothing to write, no date). */
  blocked: boolean;
}

/** Beside the table's filter: the check under way, leaving out every entry with problems, and the commit. */
export function CommitActions({
  entry,
  isChecking,
  problemCount,
  onSkipProblems,
  commitLabel,
  onCommit,
  isCommitting,
  blocked,
}: CommitActionsProps) {
  const t = useTexts(uploads);
  const words = ENTRY_TEXTS[entry];
  return (
    <>
      {isChecking ? <Loader size="sm" aria-label={t(words.checking)} /> : null}
      {problemCount > 0 ? (
        <Button variant="default" onClick={onSkipProblems}>
          {t(words.skipProblems)}
        </Button>
      ) : null}
      <Button onClick={onCommit} loading={isCommitting} disabled={isChecking || problemCount > 0 || blocked}>
        {commitLabel}
      </Button>
    </>
  );
}
