import { z } from 'zod';
import { formatDisplayDate, parseIsoDate, toIsoDate } from './dates';
import { MEDICLAIM_GROUPS, MEDICLAIM_PAYMENT_MODES, MEMBERSHIP_PAYMENT_MODES, SUBSCRIPTION_STATUSES } from './enums';
import { cellText, isoDate, optionalIsoDate } from './fields';
import { verifyCodeField } from './verify';

/**
 * Renewal season: renewing a payroll office's list of members in one confirmation, and the lists the
 * mediclaim insurer asks for: everyone covered in a policy year, and who was added to or removed
 * from cover between two dates.
 */

export const BULK_KINDS = ['MEMBERSHIP', 'MEDICLAIM'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** A batch larger than this is split: a season's payroll list of a large trust is a few thousand lines. */
export const BULK_MAX_LINES = 10_000;

/** The columns of the payroll list, named as its template's heading row. */
export const BULK_COLUMNS = ['member', 'amount', 'mode_of_payment', 'reference_number', 'book_fee', 'group'] as const;

/** The mode a line without one is paid by: the payroll office transfers what it deducted. */
export const BULK_DEFAULT_MODE: Record<BulkKind, string> = { MEMBERSHIP: 'CASH', MEDICLAIM: 'FUND TRANSFER' };

export const bulkMessages = {
  memberRequired: 'Member ID or Ticket Number Is Required Field',
  unknownMember: (given: string) => `No member has ID or ticket number ${given}`,
  manyMembers: (given: string) => `More than one member has ticket number ${given}; use the member ID`,
  alreadyActive: (expiryDate: string) => `Already ACTIVE until ${formatDisplayDate(expiryDate)}`,
  // Amounts come written as rupees (formatRupees), so the code's params carry them as shown.
  amountDiffers: (amount: string, fee: string) => `The amount ${amount} differs from the fee ${fee}`,
  membershipNotActive: 'The membership is not ACTIVE; renew the membership first',
  duplicateLine: (line: number) => `Same member as line ${line}`,
  modeInvalid: (modes: string) => `Mode Of Payment must be one of ${modes}`,
  groupRequired: 'Group Is Required Field',
  noLines: 'Choose at least one line to renew',
  tooManyLines: `A list may hold at most ${BULK_MAX_LINES.toLocaleString('en-IN')} lines; split it and renew each part`,
  changedMeanwhile:
    'Some of these members were renewed or changed while the list was being checked; check the list again',
  renewed: (count: number, total: string) => `Renewed ${count} members for ${total}`,
  batchNotFound: 'Batch Not Found!',
} as const;

/**
 * A line of the payroll list as the browser read it (the import's parsers), every cell text by the
 * one text rule. `line` is its number in the file, so the preview and the server's messages name the
 * same lines.
 */
export const bulkLineInput = z.object({
  line: z.number().int().min(1),
  member: cellText(100),
  amount: cellText(20),
  mode_of_payment: cellText(50).default(''),
  reference_number: cellText(50).default(''),
  book_fee: cellText(20).default(''),
  group: cellText(50).default(''),
});
export type BulkLineInput = z.output<typeof bulkLineInput>;

/**
 * `POST renewals/bulk/preview` and `POST renewals/bulk`: the kind, the issue date of every receipt
 * (today when empty) and the lines. The preview checks every line; the renewal takes only lines
 * without a problem and refuses the whole batch (409, nothing written) if any has one by then.
 */
export const bulkRenewalInput = z
  .object({
    kind: z.enum(BULK_KINDS),
    issue_date: optionalIsoDate('Issue Date'),
    lines: z.array(bulkLineInput).max(BULK_MAX_LINES, bulkMessages.tooManyLines),
  })
  .meta({ id: 'BulkRenewalInput' });
export type BulkRenewalInput = z.output<typeof bulkRenewalInput>;

/** A problem of a line, at the column it is about ('member', 'amount', …) or '' for the line. */
export const bulkProblem = z.object({ column: z.string(), message: z.string() });
export type BulkProblem = z.infer<typeof bulkProblem>;

/** A checked line: the member it names, where its subscription stands, the fee it should pay. */
export const bulkPreviewLine = z
  .object({
    line: z.number().int(),
    member: z.string(),
    /** The member found, or null. */
    member_id: z.string().nullable(),
    member_name: z.string(),
    family_group: z.string(),
    /** The subscription's status today (of the kind being renewed); null for an unknown member. */
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    /** Membership: the subscription amount; mediclaim: the member's family group's fee; null if unknown. */
    fee: z.number().int().nullable(),
    /** The line's amount in rupees, or null when it is not a whole number. */
    amount: z.number().int().nullable(),
    mode_of_payment: z.string(),
    reference_number: z.string(),
    book_fee: z.number().int(),
    /** Mediclaim: the group the receipt carries (the line's, else the member's last one). */
    group: z.string(),
    problems: z.array(bulkProblem),
  })
  .meta({ id: 'BulkPreviewLine' });
export type BulkPreviewLine = z.infer<typeof bulkPreviewLine>;

export const bulkPreviewAnswer = z
  .object({
    kind: z.enum(BULK_KINDS),
    issue_date: z.string(),
    lines: z.array(bulkPreviewLine),
    /** Lines without a problem, and what they add up to. */
    ready: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'BulkPreview' });
export type BulkPreview = z.infer<typeof bulkPreviewAnswer>;

/** A receipt of a batch, as the batch print and its CSV show it. */
export const bulkReceiptRow = z
  .object({
    line: z.number().int(),
    receipt_no: z.string(),
    member_id: z.string(),
    member_name: z.string(),
    issue_date: z.string(),
    expiry_date: z.string(),
    mode_of_payment: z.string(),
    reference_number: z.string(),
    amount: z.number().int(),
    book_fee: z.number().int(),
    group: z.string(),
    ...verifyCodeField,
  })
  .meta({ id: 'BulkReceiptRow' });
export type BulkReceiptRow = z.infer<typeof bulkReceiptRow>;

/** `POST renewals/bulk` (201) and `GET renewals/bulk/{id}`: the batch and its receipts in line order. */
export const bulkBatchAnswer = z
  .object({
    id: z.number().int(),
    kind: z.enum(BULK_KINDS),
    created_by: z.string(),
    created_at: z.string(),
    count: z.number().int(),
    total: z.number().int(),
    receipts: z.array(bulkReceiptRow),
  })
  .meta({ id: 'BulkBatch' });
export type BulkBatch = z.infer<typeof bulkBatchAnswer>;

export const BULK_RECEIPT_COLUMNS = [
  'LINE',
  'RECEIPT NO',
  'MEMBER ID',
  'NAME',
  'ISSUE DATE',
  'EXPIRY DATE',
  'MODE OF PAYMENT',
  'REFERENCE NUMBER',
  'AMOUNT',
  'BOOK FEE',
  'GROUP',
] as const;

export function bulkReceiptLines(rows: readonly BulkReceiptRow[]): (string | number)[][] {
  return rows.map((r) => [
    r.line,
    r.receipt_no,
    r.member_id,
    r.member_name,
    formatDisplayDate(r.issue_date),
    formatDisplayDate(r.expiry_date),
    r.mode_of_payment,
    r.reference_number,
    r.amount,
    r.book_fee,
    r.group,
  ]);
}

/** The mode a line is paid by: its own, else the kind's default; null when it is not one of the kind's modes. */
export function bulkLineMode(kind: BulkKind, given: string): string | null {
  const mode = given.trim().toUpperCase() || BULK_DEFAULT_MODE[kind];
  const modes: readonly string[] = kind === 'MEMBERSHIP' ? MEMBERSHIP_PAYMENT_MODES : MEDICLAIM_PAYMENT_MODES;
  return modes.includes(mode) ? mode : null;
}

export function bulkModes(kind: BulkKind): readonly string[] {
  return kind === 'MEMBERSHIP' ? MEMBERSHIP_PAYMENT_MODES : MEDICLAIM_PAYMENT_MODES;
}

/** A mediclaim group as the renewal form takes it, or null. */
export function bulkGroup(given: string): string | null {
  const group = given.trim().toUpperCase();
  return (MEDICLAIM_GROUPS as readonly string[]).includes(group) ? group : null;
}

// --- The insurer's lists -------------------------------------------------------------------------

/**
 * A mediclaim policy year runs from 1 May to 30 April, as mediclaim cover expires (mediclaimExpiry);
 * it is named by the year it starts in.
 */
export function policyYear(startYear: number): { fromDate: string; toDate: string } {
  return { fromDate: toIsoDate(startYear, 5, 1), toDate: toIsoDate(startYear + 1, 4, 30) };
}

/** The policy year a day falls in (its starting year). */
export function policyYearOf(date: string): number {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  return d.month >= 5 ? d.year : d.year - 1;
}

export const enrolmentQuery = z.object({
  year: z.coerce
    .number({ error: 'Policy Year Is Required Field' })
    .int()
    .min(1900, 'Policy Year must be between 1900 and 2098')
    .max(2098, 'Policy Year must be between 1900 and 2098'),
  format: z.enum(['json', 'csv']).optional(),
});

/**
 * A person covered in the policy year: a member with a standing mediclaim payment whose period
 * overlaps the year, then each of its dependents on the register. The member's own line has relation
 * SELF; a dependent's carries the member's ID, family group, premium and receipt.
 */
export const enrolmentRow = z
  .object({
    member_id: z.string(),
    name: z.string(),
    relation: z.string(),
    date_of_birth: z.string(),
    /** Whole years on the first day of the policy year ('' without a date of birth). */
    age: z.union([z.number().int(), z.literal('')]),
    sex: z.string(),
    family_group: z.string(),
    premium: z.number().int(),
    receipt_no: z.string(),
    /** The later of the payment's issue date and the policy year's first day. */
    cover_start: z.string(),
  })
  .meta({ id: 'EnrolmentRow' });
export type EnrolmentRow = z.infer<typeof enrolmentRow>;

export const enrolmentAnswer = z
  .object({
    year: z.number().int(),
    fromDate: z.string(),
    toDate: z.string(),
    /** Members covered (SELF lines) and persons (every line). */
    members: z.number().int(),
    persons: z.number().int(),
    data: z.array(enrolmentRow),
  })
  .meta({ id: 'Enrolment' });
export type Enrolment = z.infer<typeof enrolmentAnswer>;

export const ENROLMENT_COLUMNS = [
  'MEMBER ID',
  'NAME',
  'RELATION',
  'DATE OF BIRTH',
  'AGE',
  'SEX',
  'FAMILY GROUP',
  'PREMIUM',
  'RECEIPT NO',
  'COVER START',
] as const;

export function enrolmentLines(rows: readonly EnrolmentRow[]): (string | number)[][] {
  return rows.map((r) => [
    r.member_id,
    r.name,
    r.relation,
    formatDisplayDate(r.date_of_birth),
    r.age,
    r.sex,
    r.family_group,
    r.premium,
    r.receipt_no,
    formatDisplayDate(r.cover_start),
  ]);
}

export const COVER_CHANGES = ['ADDED', 'REMOVED'] as const;

/**
 * `GET reports/mediclaim-changes?fromDate&toDate` (both in one policy year): each person added to or
 * removed from cover in the range, with its date and why, by date.
 */
export const coverChangeRow = z
  .object({
    date: z.string(),
    change: z.enum(COVER_CHANGES),
    /** What happened: 'Mediclaim paid', 'Dependent added', 'Payment reset', 'Receipt void', 'Cheque bounced', 'Dependent removed', 'Member removed'. */
    event: z.string(),
    /** The reason given, '' when none is asked (a payment, a new dependent). */
    reason: z.string(),
    member_id: z.string(),
    name: z.string(),
    relation: z.string(),
    date_of_birth: z.string(),
    sex: z.string(),
    family_group: z.string(),
    receipt_no: z.string(),
  })
  .meta({ id: 'CoverChangeRow' });
export type CoverChangeRow = z.infer<typeof coverChangeRow>;

export const coverChangesQuery = z
  .object({
    fromDate: isoDate('From Date'),
    toDate: isoDate('To Date'),
    format: z.enum(['json', 'csv']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.fromDate > q.toDate) {
      ctx.addIssue({ code: 'custom', message: 'From Date must not be after To Date', path: ['toDate'] });
      return;
    }
    if (parseIsoDate(q.fromDate) && parseIsoDate(q.toDate) && policyYearOf(q.fromDate) !== policyYearOf(q.toDate)) {
      ctx.addIssue({
        code: 'custom',
        message: 'The dates must fall in one policy year (1 May to 30 April)',
        path: ['toDate'],
      });
    }
  });

export const coverChangesAnswer = z
  .object({ added: z.number().int(), removed: z.number().int(), data: z.array(coverChangeRow) })
  .meta({ id: 'CoverChanges' });
export type CoverChanges = z.infer<typeof coverChangesAnswer>;

export const COVER_CHANGE_COLUMNS = [
  'DATE',
  'CHANGE',
  'EVENT',
  'REASON',
  'MEMBER ID',
  'NAME',
  'RELATION',
  'DATE OF BIRTH',
  'SEX',
  'FAMILY GROUP',
  'RECEIPT NO',
] as const;

export function coverChangeLines(rows: readonly CoverChangeRow[]): (string | number)[][] {
  return rows.map((r) => [
    formatDisplayDate(r.date),
    r.change,
    r.event,
    r.reason,
    r.member_id,
    r.name,
    r.relation,
    formatDisplayDate(r.date_of_birth),
    r.sex,
    r.family_group,
    r.receipt_no,
  ]);
}

export const bulkBatchParam = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().min(1).max(2_147_483_647),
});
export const bulkBatchQuery = z.object({ format: z.enum(['json', 'csv']).optional() });
