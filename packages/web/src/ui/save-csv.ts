import { CSV_BOM, csvLine } from '@trust/contract/report';

type Cell = string | number | null | undefined;

/** Saves a report built in the browser as a CSV file (file.csv, with a byte-order mark, as every report's download; docs/product.md). */
export function saveCsv(header: readonly string[], lines: readonly (readonly Cell[])[], filename = 'file.csv') {
  const text = CSV_BOM + csvLine(header) + lines.map((line) => csvLine(line)).join('');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
