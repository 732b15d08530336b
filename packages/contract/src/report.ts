import { z } from 'zod';
import { type SetApartRow, setApartRow } from './books';
import { ageInYears, formatDisplayDate, isValidIsoDate } from './dates';
import { COLLECTION_KINDS } from './enums';

/** What the reports show: their columns (also the CSV headings), their rows and their totals. */

export const reportMessages = {
  fromRequired: 'From Date Is Required Field',
  toRequired: 'To Date Is Required Field',
  noRows: 'No records for these dates',
} as const;

export const MEMBERSHIP_REPORT_COLUMNS = [
  'NO.',
  'NAME',
  'ID',
  'ISSUE DATE',
  'MODE OF PAYMENT',
  'AMOUNT',
  'DEPARTMENT',
] as const;
export const MEDICLAIM_REPORT_COLUMNS = [
  'NO.',
  'ID',
  'NAME',
  'DATE OF BIRTH',
  'AGE',
  'SEX',
  'RELATION',
  'MODE OF PAYMENT',
  'AMOUNT',
  'GROUP',
] as const;

export const membershipReportRow = z
  .object({
    MEMBER_NAME: z.string(),
    ID_NUMBER: z.string(),
    ISSUE_DATE: z.string(),
    MODE_OF_PAYMENT: z.string(),
    AMOUNT: z.number().int(),
    DEPARTMENT: z.string(),
    /** The book fee. */
    REMARKS: z.number().int(),
  })
  .meta({ id: 'MembershipReportRow' });
export type MembershipReportRow = z.infer<typeof membershipReportRow>;

/** The membership report's amount is the subscription plus the book fee. */
export function membershipReportAmount(row: Pick<MembershipReportRow, 'AMOUNT' | 'REMARKS'>): number {
  return row.AMOUNT + row.REMARKS;
}

/** The report's lines, numbered from `first` (a later batch of a long report goes on from the last). */
export function membershipReportLines(rows: readonly MembershipReportRow[], first = 1): (string | number)[][] {
  return rows.map((r, i) => [
    first + i,
    r.MEMBER_NAME,
    r.ID_NUMBER,
    formatDisplayDate(r.ISSUE_DATE),
    r.MODE_OF_PAYMENT,
    membershipReportAmount(r),
    r.DEPARTMENT,
  ]);
}

const nomineeFields = {
  NOMINEE_NAME: z.string(),
  NOMINEE_RELATION: z.string(),
  NOMINEE_DOB: z.string(),
  NOMINEE_GUARDIAN: z.string(),
};
export type Nominee = z.infer<z.ZodObject<typeof nomineeFields>>;

export const mediclaimReportDependent = z
  .object({
    ID: z.string(),
    DEPENDENT_NAME: z.string(),
    DOB: z.string(),
    AGE: z.string(),
    SEX: z.string(),
    RELATION: z.string(),
    ...nomineeFields,
  })
  .meta({ id: 'MediclaimReportDependent' });
export type MediclaimReportDependent = z.infer<typeof mediclaimReportDependent>;

/** A member who paid mediclaim in the range, its nominee repeated on each dependent as the insurer reads it. */
export const mediclaimReportMember = z
  .object({
    ID_NUMBER: z.string(),
    MEMBER_NAME: z.string(),
    DATE_OF_BIRTH: z.string(),
    AGE: z.string(),
    SEX: z.string(),
    ISSUE_DATE: z.string(),
    MODE_OF_PAYMENT: z.string(),
    AMOUNT: z.number().int(),
    /** The mediclaim group. */
    REMARKS: z.string(),
    ...nomineeFields,
    dependents: z.array(mediclaimReportDependent),
  })
  .meta({ id: 'MediclaimReportMember' });
export type MediclaimReportMember = z.infer<typeof mediclaimReportMember>;

/** Age in whole years on the day cover was taken, as the insurer reads it. */
export function ageOn(birth: string, on: string): string {
  return isValidIsoDate(birth) && isValidIsoDate(on) ? String(ageInYears(birth, on)) : '';
}

/**
 * The mediclaim report as lines: each member as SELF, numbered from `first`, followed by its
 * dependents. The screen, the print and the CSV all come from here, so they always hold the same rows.
 */
export function mediclaimReportLines(members: readonly MediclaimReportMember[], first = 1): (string | number)[][] {
  const lines: (string | number)[][] = [];
  members.forEach((m, i) => {
    lines.push([
      first + i,
      m.ID_NUMBER,
      m.MEMBER_NAME,
      formatDisplayDate(m.DATE_OF_BIRTH),
      m.AGE,
      m.SEX,
      'SELF',
      m.MODE_OF_PAYMENT,
      m.AMOUNT,
      m.REMARKS,
    ]);
    for (const d of m.dependents) {
      lines.push(['', d.ID, d.DEPENDENT_NAME, formatDisplayDate(d.DOB), d.AGE, d.SEX, d.RELATION, '', '', '']);
    }
  });
  return lines;
}

/** The non-renewal lists: members whose subscription is not ACTIVE, with their last payment. */
export const NON_RENEWAL_COLUMNS = [
  'ID',
  'NAME',
  'MOBILE',
  'WHATSAPP',
  'EMAIL',
  'DEPARTMENT',
  'FAMILY GROUP',
  'ADDRESS',
  'LAST ISSUE DATE',
  'LAST EXPIRY DATE',
  'LAST STATUS',
] as const;

export const collectionRow = z
  .object({
    date: z.string(),
    kind: z.enum(COLLECTION_KINDS),
    receipt_no: z.string(),
    member_id: z.string(),
    member_name: z.string(),
    mode_of_payment: z.string(),
    amount: z.number().int(),
    recorded_by: z.string(),
  })
  .meta({ id: 'CollectionRow' });
export type CollectionRow = z.infer<typeof collectionRow>;

export const collectionTotal = z
  .object({ key: z.string(), count: z.number().int(), amount: z.number().int() })
  .meta({ id: 'CollectionTotal' });
export type CollectionTotal = z.infer<typeof collectionTotal>;

/**
 * `GET reports/collection`: every PAID payment, with its totals by day, mode, user and kind, and the
 * voided and reset receipts of the same days apart.
 */
export const collectionReportAnswer = z.object({
  data: z.array(collectionRow),
  setApart: z.array(setApartRow),
  byDay: z.array(collectionTotal),
  byMode: z.array(collectionTotal),
  byUser: z.array(collectionTotal),
  byKind: z.array(collectionTotal),
  total: collectionTotal,
});
export type CollectionReport = z.infer<typeof collectionReportAnswer>;

export const COLLECTION_COLUMNS = [
  'DATE',
  'KIND',
  'RECEIPT NO',
  'MEMBER ID',
  'NAME',
  'MODE OF PAYMENT',
  'AMOUNT',
  'RECORDED BY',
] as const;

/** What the totals of a collection report are made from. */
export type CollectionTotalsRow = Pick<CollectionRow, 'date' | 'kind' | 'mode_of_payment' | 'amount' | 'recorded_by'>;

const COLLECTION_GROUPS = {
  byDay: (r: CollectionTotalsRow) => r.date,
  byMode: (r: CollectionTotalsRow) => r.mode_of_payment,
  byUser: (r: CollectionTotalsRow) => r.recorded_by,
  byKind: (r: CollectionTotalsRow) => r.kind,
} as const;

/**
 * A collection report's totals, added up a batch of rows at a time: a year of receipts is read in
 * parts rather than held whole.
 */
export function collectionTotals() {
  const groups = Object.fromEntries(
    Object.keys(COLLECTION_GROUPS).map((name) => [name, new Map<string, CollectionTotal>()]),
  ) as Record<keyof typeof COLLECTION_GROUPS, Map<string, CollectionTotal>>;
  const total: CollectionTotal = { key: 'TOTAL', count: 0, amount: 0 };
  const sorted = (totals: Map<string, CollectionTotal>) =>
    [...totals.values()].sort((a, b) => a.key.localeCompare(b.key));
  return {
    add(rows: readonly CollectionTotalsRow[]): void {
      for (const r of rows) {
        for (const [name, keyOf] of Object.entries(COLLECTION_GROUPS)) {
          const totals = groups[name as keyof typeof COLLECTION_GROUPS];
          const key = keyOf(r);
          const t = totals.get(key) ?? { key, count: 0, amount: 0 };
          t.count += 1;
          t.amount += r.amount;
          totals.set(key, t);
        }
        total.count += 1;
        total.amount += r.amount;
      }
    },
    result(): Omit<CollectionReport, 'data' | 'setApart'> {
      return {
        byDay: sorted(groups.byDay),
        byMode: sorted(groups.byMode),
        byUser: sorted(groups.byUser),
        byKind: sorted(groups.byKind),
        total: { ...total },
      };
    },
  };
}

/**
 * The cash desk's day: every PAID payment, totalled by day, by mode, by the staff who recorded it, by
 * kind; the voided and reset ones apart and in no total.
 */
export function collectionReport(rows: CollectionRow[], setApart: SetApartRow[] = []): CollectionReport {
  const totals = collectionTotals();
  totals.add(rows);
  return { data: rows, setApart, ...totals.result() };
}

export function collectionLines(rows: readonly CollectionRow[]): (string | number)[][] {
  return rows.map((r) => [
    formatDisplayDate(r.date),
    r.kind,
    r.receipt_no,
    r.member_id,
    r.member_name,
    r.mode_of_payment,
    r.amount,
    r.recorded_by,
  ]);
}

/** What a spreadsheet may run as a formula when a cell begins with it (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180). Text that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets
 * a leading apostrophe, so a spreadsheet shows it as text instead of running it (a member's address
 * '=HYPERLINK(…)' stays an address). Numbers are written as they are: amounts are never negative.
 * A cell with a comma, quote, line break, or leading or trailing spaces is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells (`csvCell`), so names and addresses survive a spreadsheet. Lines end in CRLF. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** UTF-8 byte-order mark, so spreadsheets read names in Indian scripts correctly. */
export const CSV_BOM = '\uFEFF';
