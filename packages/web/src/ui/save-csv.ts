import { SET_APART_COLUMNS, SET_APART_HEADING, type SetApartRow, setApartLines } from '@trust/contract/books';
import { CSV_BOM, csvLine } from '@trust/contract/report';
import { saveFile } from '../api/client';

type Cell = string | number | null | undefined;

/**
 * Saves a report built in the browser as a CSV file (file.csv, with a byte-order mark, as every report's
 * download; docs/product.md). The voided and reset receipts of its dates follow, apart, as in the
 * server's CSVs: an empty line, the heading, the columns, the lines.
 */
export function saveCsv(
  header: readonly string[],
  lines: readonly (readonly Cell[])[],
  { setApart = [], filename = 'file.csv' }: { setApart?: readonly SetApartRow[]; filename?: string } = {},
) {
  const apart =
    setApart.length === 0
      ? ''
      : `\r\n${csvLine([SET_APART_HEADING])}${csvLine(SET_APART_COLUMNS)}${setApartLines(setApart)
          .map((line) => csvLine(line))
          .join('')}`;
  const text = CSV_BOM + csvLine(header) + lines.map((line) => csvLine(line)).join('') + apart;
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);
}
