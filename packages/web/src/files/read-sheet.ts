import { columnName, SHEET_MAX_BYTES, SHEET_MAX_UNPACKED_BYTES } from '@trust/contract/import';
import type { CellValue } from 'exceljs';
import { unpackedSize } from './zip-size';

/** A row of the file: its number as the spreadsheet shows it (the header is row 1) and its cells by column. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

export interface Sheet {
  /** The template's columns the file has, in the template's order. */
  columns: string[];
  /** Headers the reader does not know; shown so a misspelt column is noticed. */
  ignored: string[];
  rows: SheetRow[];
}

/** What a list of this kind holds, and what to say when a file is not one. */
export interface SheetRules {
  /** The template's columns, named as its heading row. */
  columns: readonly string[];
  maxRows: number;
  messages: {
    notAFile: string;
    noHeader: string;
    noRows: string;
    tooManyRows: string;
    fileTooLarge: string;
    unpackedTooLarge: string;
    brokenWorkbook: string;
  };
}

/**
 * Reads a CSV or Excel file in the browser, for the import and the bulk renewal alike. The parsers
 * load only when a file is chosen, so they weigh on no other screen; Excel's (exceljs) is large, and
 * reading here keeps untrusted zip files off the server and lets the preview be edited before
 * anything is sent. A file over SHEET_MAX_BYTES, or a workbook whose central directory says it
 * unpacks to more than SHEET_MAX_UNPACKED_BYTES, is refused before it is parsed.
 */
export async function readSheet(file: File, rules: SheetRules): Promise<Sheet> {
  const { messages } = rules;
  const name = file.name.toLowerCase();
  const isCsv = name.endsWith('.csv');
  if (!isCsv && !name.endsWith('.xlsx')) throw new Error(messages.notAFile);
  if (file.size > SHEET_MAX_BYTES) throw new Error(messages.fileTooLarge);
  if (isCsv) return toSheet(await csvLines(file), rules);
  const unpacked = await unpackedSize(file);
  if (unpacked === null) throw new Error(messages.brokenWorkbook);
  if (unpacked > SHEET_MAX_UNPACKED_BYTES) throw new Error(messages.unpackedTooLarge);
  return toSheet(await excelLines(file), rules);
}

async function csvLines(file: File): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  // Blank lines are kept so every row keeps the number a spreadsheet shows for it.
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: false });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new Error(`Row ${fatal.row === undefined ? '?' : fatal.row + 1}: ${fatal.message}`);
  return parsed.data;
}

/** exceljs, loaded when a workbook is read or written. */
export async function loadExcel() {
  const loaded = await import('exceljs');
  // The browser build is a UMD bundle: bundlers hand it over as the default export, Node by name.
  return (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
}

async function excelLines(file: File): Promise<string[][]> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    lines[rowNumber - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(lines, (line) => line ?? []);
}

/** A cell as the text a person sees in it: dates as YYYY-MM-DD, formulas by their result. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return cellText(value.result as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

function toSheet(lines: string[][], { columns: template, maxRows, messages }: SheetRules): Sheet {
  const headerAt = lines.findIndex((line) => line.some((cell) => cell.trim() !== ''));
  const header = (lines[headerAt] ?? []).map(columnName);
  const known = new Set(template);
  const columns = template.filter((c) => header.includes(c));
  if (headerAt < 0 || columns.length === 0) throw new Error(messages.noHeader);
  const ignored = header.filter((h) => h !== '' && !known.has(h));
  const rows: SheetRow[] = [];
  lines.forEach((line, i) => {
    if (i <= headerAt || line.every((cell) => (cell ?? '').trim() === '')) return;
    const values: Record<string, string> = {};
    header.forEach((column, c) => {
      if (known.has(column)) values[column] = (line[c] ?? '').trim();
    });
    rows.push({ row: i + 1, values });
  });
  if (rows.length === 0) throw new Error(messages.noRows);
  if (rows.length > maxRows) throw new Error(messages.tooManyRows);
  return { columns, ignored, rows };
}
