import { IMPORT_COLUMNS, type ImportKind } from '@trust/contract/import';
import { saveCsv } from '../../ui/save-csv';

/** A CSV holding only the header row: the columns the import reads, named as the forms' input keys. */
export function downloadTemplate(kind: ImportKind) {
  saveCsv(IMPORT_COLUMNS[kind], [], { filename: `${kind}-template.csv` });
}
