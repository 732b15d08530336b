import { Alert, FileInput, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../api/client';

/**
 * A CSV or Excel file chosen to be read in the browser, as the import of existing records and the
 * bulk renewal take their lists: the file input, then the reading and why a file cannot be read.
 */

interface SheetFileInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
}

/** The file field: one .csv or .xlsx file, cleared by its own button. */
export function SheetFileInput({ value, onChange }: SheetFileInputProps) {
  return (
    <FileInput
      label="File"
      placeholder="Choose a .csv or .xlsx file"
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the file' }}
      w={{ base: '100%', xs: 300 }}
    />
  );
}

/** While the file is read, says so; when it cannot be read, says why. */
export function SheetProgress({ isReading, readError }: { isReading: boolean; readError: string | null }) {
  return (
    <>
      {isReading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Reading the file…</Text>
        </Group>
      ) : null}
      {readError ? (
        <Alert color="red" variant="light" title="The file cannot be read">
          {readError}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The chosen file and its reading, for SheetFileInput and SheetProgress: `read` turns the file into
 * what the screen checks, and `onRead` takes it; a file that cannot be read leaves its reason.
 */
export function useSheetFile<T>(read: (file: File) => Promise<T>, onRead: (sheet: T) => void) {
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
      setReadError(errorMessage(error));
    } finally {
      setReading(false);
    }
  };

  return { file, readError, isReading, choose, reset };
}
