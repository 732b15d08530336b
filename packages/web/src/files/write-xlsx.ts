import { saveFile } from '../api/client';
import { loadExcel } from './read-sheet';

export type XlsxCell = string | number | null | undefined;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A workbook of one sheet: the heading row in bold, then the lines as given. Numbers stay numbers
 * so the insurer's spreadsheet can add them; dates come already written as dd/mm/yyyy text, so no
 * spreadsheet turns 01/05 into the fifth of January. Built in the browser with exceljs, the
 * import's library, loaded only when a workbook is asked for.
 */
export async function buildXlsx(
  sheetName: string,
  header: readonly string[],
  lines: readonly (readonly XlsxCell[])[],
): Promise<Blob> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const line of lines) sheet.addRow(line.map((cell) => (cell === '' || cell === undefined ? null : cell)));
  sheet.columns.forEach((column, i) => {
    const widest = Math.max(header[i]?.length ?? 0, ...lines.slice(0, 500).map((l) => String(l[i] ?? '').length));
    column.width = Math.min(40, widest + 2);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}

/** Builds the workbook and has the browser save it. */
export async function saveXlsx(
  filename: string,
  sheetName: string,
  header: readonly string[],
  lines: readonly (readonly XlsxCell[])[],
) {
  saveFile(await buildXlsx(sheetName, header, lines), filename);
}
