import { z } from 'zod';
import { formatDisplayDate, isValidIsoDate, retirementDate, todayInIndia, toIsoDate } from './dates';
import { type CreateDependentInput, createDependentInput } from './dependent';
import { optionalIsoDate, paramText } from './fields';
import { mediclaimExpiry, mediclaimRenewalInput } from './mediclaim';
import { type CreateMemberInput, createMemberInput, memberAge, memberMessages } from './member';
import { membershipExpiry, membershipRenewalInput } from './subscription';

/**
 * Importing the records of the old system from a CSV or Excel file: members, their dependents, and
 * past membership and mediclaim payments. Each row is checked with the very schemas of the forms, so
 * a row's problems read as the form's messages.
 */

export const IMPORT_KINDS = ['members', 'dependents', 'payments'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const PAYMENT_KINDS = ['MEMBERSHIP', 'MEDICLAIM'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A file larger than this is split: 50,000 members is the largest register a trust has sent us. */
export const IMPORT_MAX_ROWS = 50_000;

/**
 * The largest spreadsheet the browser reads, and the most an .xlsx (a zip) may unpack to as its
 * central directory states: a larger file, or a small workbook that unpacks to gigabytes, would take
 * the browser's memory before its first row is read. Both are checked before a parser opens the file.
 */
export const SHEET_MAX_BYTES = 20 * 1024 * 1024;
export const SHEET_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export const importMessages = {
  fileTooLarge: 'The file is larger than 20 MB; split it into smaller files',
  unpackedTooLarge: 'The workbook would unpack to more than 200 MB; split it into smaller files or save it as CSV',
  brokenWorkbook: 'The file is not an Excel workbook, or it is damaged',
  noRows: 'The file has no rows to import',
  tooManyRows: `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows; split it and import each part`,
  notAFile: 'Choose a .csv or .xlsx file',
  noHeader: 'The first row of the file must name the columns, as the template does',
  kindRequired: 'Kind Is Required Field',
  kindInvalid: `Kind must be ${PAYMENT_KINDS.join(' or ')}`,
  issueDateRequired: 'Issue Date Is Required Field',
  memberExists: memberMessages.exists,
  sameAsRow: (row: number) => `Same as row ${row} of this file`,
  dependentExists: (name: string, memberId: string) => `Dependent ${name} of Member ID: ${memberId} already exists`,
  // The amount comes written as rupees (formatRupees), so the code's params carry it as shown.
  paymentExists: (kind: PaymentKind, issueDate: string, amount: string) =>
    `A ${kind} payment of ${amount} issued on ${formatDisplayDate(issueDate)} already exists`,
  rowHasProblem: (row: number, message: string) => `Row ${row}: ${message}`,
  changedMeanwhile: 'Some of these records were added while the file was being imported; check the file again',
  skippedByUser: 'Skipped',
  added: (count: number, kind: ImportKind) => `Added ${count} ${count === 1 ? SINGULAR[kind] : kind}`,
} as const;

const SINGULAR: Record<ImportKind, string> = { members: 'member', dependents: 'dependent', payments: 'payment' };

/** The payment columns: `book_fee` is read for MEMBERSHIP rows, `group` and the bank details for MEDICLAIM. */
const PAYMENT_COLUMNS = [
  'kind',
  'id_number',
  'issue_date',
  'expiry_date',
  'mode_of_payment',
  'amount',
  'book_fee',
  'group',
  'reference_number',
  'bank',
  'branch',
] as const;

/**
 * The columns of each kind's template, named as the forms' input keys. A member may also carry the
 * date it registered with the old system; without one it registers today, as the form does.
 */
export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = {
  members: [...Object.keys(createMemberInput.shape), 'registration_date'],
  dependents: Object.keys(createDependentInput.shape),
  payments: PAYMENT_COLUMNS,
};

const DATE_COLUMNS = new Set([
  'date_of_birth',
  'date_of_retirement',
  'nominee_dob',
  'registration_date',
  'dob',
  'issue_date',
  'expiry_date',
]);

/** One row as the browser read it from the file: its line in the file and its cells by column. */
const cellValue = z.union([z.string().max(2000, 'A cell may hold at most 2000 characters'), z.number(), z.boolean()]);
export const importRow = z.object({
  row: z.number({ error: 'row must be the line number in the file' }).int().min(1).max(10_000_000),
  // A cell's text is judged with its row, by the form's rules; a column's name here.
  values: z.record(paramText(100), cellValue.nullable(), { error: 'values must map columns to cells' }),
});
export type ImportRow = z.input<typeof importRow>;

export const importRequest = z.object({
  rows: z
    .array(importRow, { error: importMessages.noRows })
    .min(1, importMessages.noRows)
    .max(IMPORT_MAX_ROWS, importMessages.tooManyRows),
});
export type ImportRequest = z.input<typeof importRequest>;

export const importProblem = z.object({
  /** The column the problem is in; empty for the row as a whole. */
  field: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

/** `POST import/{kind}/preview`: each row's verdict; a duplicate is left out of the import, with its reason. */
export const importPreviewRow = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  problems: z.array(importProblem),
  duplicate: z.string().optional(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;
export const importPreview = z.object({ rows: z.array(importPreviewRow) });
export type ImportPreview = z.infer<typeof importPreview>;

/** `POST import/{kind}`: how many rows were added, and which were left out and why. */
export const importResult = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

export type Cells = Record<string, string>;

/** 'dd/MM/yyyy', as every screen shows dates and as staff type them in Excel, read as `YYYY-MM-DD`. */
const DISPLAY_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

function isoFromCell(value: string): string {
  const match = DISPLAY_DATE.exec(value);
  if (!match) return value;
  const iso = toIsoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  return isValidIsoDate(iso) ? iso : value;
}

/**
 * A file's header as the templates spell it: matched ignoring case, surrounding spaces, and spaces
 * for underscores ('ID Number' is id_number).
 */
export function columnName(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, '_');
}

/** The cells of a row as text, under their columns' names. */
export function normaliseCells(values: Record<string, string | number | boolean | null | undefined>): Cells {
  const cells: Cells = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columnName(key);
    if (!column) continue;
    const text = value === null || value === undefined ? '' : String(value).trim();
    cells[column] = DATE_COLUMNS.has(column) ? isoFromCell(text) : text;
  }
  return cells;
}

export type ParsedRow<T> = { ok: true; value: T } | { ok: false; problems: ImportProblem[] };

function problemsOf(error: z.ZodError, rename: Record<string, string> = {}): ImportProblem[] {
  const seen = new Set<string>();
  const problems: ImportProblem[] = [];
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = rename[key] ?? key;
    // A field's first problem is the one to fix; the next shows once that one is.
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, message: issue.message });
  }
  return problems;
}

export type ImportedMember = CreateMemberInput & { registration_date: string };

const registrationDate = optionalIsoDate('Registration Date');

/**
 * A member row. Age and retirement date are filled from the date of birth when left empty, as the
 * form fills them.
 */
export function parseMemberRow(cells: Cells, today: string = todayInIndia()): ParsedRow<ImportedMember> {
  const input: Cells = { ...cells };
  if (isValidIsoDate(input.date_of_birth ?? '')) {
    const dob = input.date_of_birth as string;
    if (!input.age) input.age = memberAge(dob, today);
    if (!input.date_of_retirement) input.date_of_retirement = retirementDate(dob);
  }
  const parsed = createMemberInput.safeParse(input);
  const registration = registrationDate.safeParse(input.registration_date);
  const registrationProblem = registration.success
    ? []
    : [{ field: 'registration_date', message: registration.error.issues[0]?.message ?? '' }];
  if (!parsed.success) return { ok: false, problems: [...problemsOf(parsed.error), ...registrationProblem] };
  if (!registration.success) return { ok: false, problems: registrationProblem };
  return { ok: true, value: { ...parsed.data, registration_date: registration.data || today } };
}

export function parseDependentRow(cells: Cells): ParsedRow<CreateDependentInput> {
  const parsed = createDependentInput.safeParse(cells);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: problemsOf(parsed.error) };
}

export interface ImportedPayment {
  kind: PaymentKind;
  member_id: string;
  issue_date: string;
  expiry_date: string;
  mode_of_payment: string;
  amount: number;
  /** Membership only; 0 for mediclaim. */
  book_fee: number;
  /** Mediclaim only; empty for membership. */
  group_name: string;
  reference_number: string;
  bank: string;
  branch: string;
}

/**
 * A past payment, checked as the renewal forms check one. Unlike a renewal at the desk it must say
 * when it was paid; its expiry, when empty, follows the subscription's rule from that day.
 */
export function parsePaymentRow(cells: Cells): ParsedRow<ImportedPayment> {
  const problems: ImportProblem[] = [];
  const kind = (cells.kind ?? '').toUpperCase();
  if (!kind) problems.push({ field: 'kind', message: importMessages.kindRequired });
  else if (!(PAYMENT_KINDS as readonly string[]).includes(kind)) {
    problems.push({ field: 'kind', message: importMessages.kindInvalid });
  }
  const memberId = (cells.id_number ?? '').replace(/ /g, '');
  if (!memberId) problems.push({ field: 'id_number', message: memberMessages.idRequired });
  if (!cells.issue_date) problems.push({ field: 'issue_date', message: importMessages.issueDateRequired });

  const common = {
    id_number: memberId,
    issue_date: cells.issue_date ?? '',
    expiry_date: cells.expiry_date ?? '',
    mode_of_payment: cells.mode_of_payment ?? '',
    amount: cells.amount ?? '',
  };
  if (kind === 'MEDICLAIM') {
    const parsed = mediclaimRenewalInput.safeParse({
      ...common,
      reference_number: cells.reference_number,
      bank: cells.bank,
      branch: cells.branch,
      remarks: cells.group,
    });
    if (!parsed.success)
      return { ok: false, problems: [...problems, ...problemsOf(parsed.error, { remarks: 'group' })] };
    if (problems.length > 0) return { ok: false, problems };
    const p = parsed.data;
    return {
      ok: true,
      value: {
        kind,
        member_id: memberId,
        issue_date: p.issue_date,
        expiry_date: p.expiry_date || mediclaimExpiry(p.issue_date),
        mode_of_payment: p.mode_of_payment,
        amount: p.amount,
        book_fee: 0,
        group_name: p.remarks,
        reference_number: p.reference_number,
        bank: p.bank,
        branch: p.branch,
      },
    };
  }
  // A row of no known kind is still checked as a membership payment, so all its problems show at once.
  const parsed = membershipRenewalInput.safeParse({ ...common, remarks: cells.book_fee });
  if (!parsed.success)
    return { ok: false, problems: [...problems, ...problemsOf(parsed.error, { remarks: 'book_fee' })] };
  if (problems.length > 0) return { ok: false, problems };
  const p = parsed.data;
  return {
    ok: true,
    value: {
      kind: 'MEMBERSHIP',
      member_id: memberId,
      issue_date: p.issue_date,
      expiry_date: p.expiry_date || membershipExpiry(p.issue_date),
      mode_of_payment: p.mode_of_payment,
      amount: p.amount,
      book_fee: p.remarks,
      group_name: '',
      reference_number: '',
      bank: '',
      branch: '',
    },
  };
}

/** What makes a dependent the same one again: its member, its name (ignoring case and spacing) and birth date. */
export function dependentKey(memberId: string, name: string, dob: string): string {
  return `${memberId}|${name.trim().replace(/\s+/g, ' ').toUpperCase()}|${dob}`;
}

/** What makes a payment the same one again: member, subscription, day paid and amount. */
export function paymentKey(kind: PaymentKind, memberId: string, issueDate: string, amount: number): string {
  return `${kind}|${memberId}|${issueDate}|${amount}`;
}
