import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportKind, importMessages } from '@trust/contract/import';
import { readSheet, type Sheet } from '../../files/read-sheet';

export type { Sheet, SheetRow } from '../../files/read-sheet';

/** Reads a file of the old system's records: the columns of the kind's template, at most IMPORT_MAX_ROWS rows. */
export function readImportFile(file: File, kind: ImportKind): Promise<Sheet> {
  return readSheet(file, { columns: IMPORT_COLUMNS[kind], maxRows: IMPORT_MAX_ROWS, messages: importMessages });
}
