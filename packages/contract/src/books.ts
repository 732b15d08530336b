import { z } from 'zod';
import { formatDisplayDate } from './dates';
import { COLLECTION_KINDS } from './enums';
import { paramText, textProblem } from './fields';

/**
 * The books: no money record is removed or edited. A receipt is voided with a reason, a subscription
 * payment reset with one, a member with money records archived; every total counts only PAID records
 * and lists the others apart, so each receipt number ever issued can be found with its fate.
 */

export const booksMessages = {
  reasonRequired: 'Reason Is Required Field',
  reasonLength: 'Reason must be 3 to 200 characters',
  alreadyVoid: 'This receipt is already void',
  bouncedNotVoided: 'A bounced receipt is not voided: its cheque already left every total',
  removedMemberId: (id: string) =>
    `ID ${id} belongs to a removed member; restore it from Removed Members instead of registering it again`,
  notRemoved: 'No removed member has this ID',
  restored: 'Member restored',
  receiptNotFound: 'Receipt Not Found!',
  cancelled: 'CANCELLED',
  duplicate: (copy: number) => `DUPLICATE — copy ${copy}`,
  voidTitle: 'Void this receipt?',
  voidText: 'The receipt keeps its number and shows as VOID in every list and report.',
  voidConfirm: 'Yes, void it',
  voided: 'The receipt is void.',
  reasonLabel: 'Reason',
} as const;

/**
 * What became of a receipt: paid and counted, voided, (a subscription payment) reset, or its cheque
 * bounced. Only PAID counts in any total.
 */
export const RECEIPT_FATES = ['PAID', 'VOID', 'RESET', 'BOUNCED'] as const;
export type ReceiptFate = (typeof RECEIPT_FATES)[number];

/** A misc or GPAIS record is PAID until it is voided or its cheque bounces. */
export const RECORD_STATUSES = ['PAID', 'VOID', 'BOUNCED'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const REASON_MIN = 3;
export const REASON_MAX = 200;

/**
 * Why a receipt was voided, a payment reset or a member removed: 3 to 200 characters of one clean
 * line. Missing, null and blank all say the reason is required.
 */
export const reason = z
  .string({ error: booksMessages.reasonRequired })
  .trim()
  .min(1, booksMessages.reasonRequired)
  .superRefine((v, ctx) => {
    const problem = textProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
    else if (v.length < REASON_MIN || v.length > REASON_MAX) {
      ctx.addIssue({ code: 'custom', message: booksMessages.reasonLength });
    }
  })
  .normalize('NFC');

/** `{"reason": "..."}`: the body of a void, a reset or a removal. */
export const reasonInput = z.object({ reason }).meta({ id: 'ReasonInput' });
export type ReasonInput = z.infer<typeof reasonInput>;

/**
 * A void, a reset or a removal takes its reason as a JSON body or as `?reason=` (clients that send
 * DELETE without a body). Both are optional in the schemas; `reasonGiven` requires one of them.
 */
export const reasonBody = z.object({ reason: z.unknown().optional() }).nullish();
export const reasonQuery = z.object({ reason: paramText(REASON_MAX + 50).optional() });

/** The reason from the body, else from the query, checked by `reason`. */
export function reasonGiven(
  body: { reason?: unknown } | null | undefined,
  query: { reason?: string },
): z.ZodSafeParseResult<string> {
  const given = body?.reason !== undefined && body.reason !== null ? body.reason : query.reason;
  return reason.safeParse(given);
}

/** What every receipt row carries about a bounced cheque; all null unless STATUS is BOUNCED. */
export const bounceFields = {
  /** The day the bounce was recorded on (the bank's answer), `YYYY-MM-DD`. */
  BOUNCE_DATE: z.string().nullable(),
  BOUNCE_REASON: z.string().nullable(),
  /** The name of the user who recorded the bounce. */
  BOUNCED_BY: z.string().nullable(),
  /** ISO instant. */
  BOUNCED_AT: z.string().nullable(),
};

/** What every misc and GPAIS record carries about its fate. */
export const voidFields = {
  STATUS: z.enum(RECORD_STATUSES),
  VOID_REASON: z.string().nullable(),
  /** The name of the user who voided it. */
  VOIDED_BY: z.string().nullable(),
  /** ISO instant. */
  VOIDED_AT: z.string().nullable(),
  ...bounceFields,
};

/** What every mediclaim and membership payment carries about a reset. */
export const resetFields = {
  RESET_REASON: z.string().nullable(),
  /** The name of the user who reset it. */
  RESET_BY: z.string().nullable(),
  /** ISO instant. */
  RESET_AT: z.string().nullable(),
  ...bounceFields,
};

/**
 * A receipt a report does not count: voided or reset, listed apart with its amount and why, on the
 * day it was paid, so that a day's total never changes without a line that explains it.
 */
export const setApartRow = z
  .object({
    date: z.string(),
    kind: z.enum(COLLECTION_KINDS),
    receipt_no: z.string(),
    member_id: z.string(),
    member_name: z.string(),
    amount: z.number().int(),
    fate: z.enum(['VOID', 'RESET', 'BOUNCED']),
    reason: z.string(),
    /** The name of the user who voided, reset or bounced it. */
    by: z.string(),
    /** ISO instant of the void, reset or bounce. */
    at: z.string(),
  })
  .meta({ id: 'SetApartRow' });
export type SetApartRow = z.infer<typeof setApartRow>;

/**
 * A date-range report (misc, GPAIS, dependent GPAIS, membership, mediclaim): its PAID rows, which
 * its totals add up, and the voided and reset receipts of the same dates apart.
 */
export function reportRowsAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), setApart: z.array(setApartRow) });
}

/** The section every report and its CSV ends with. */
export const SET_APART_HEADING = 'VOIDED, RESET AND BOUNCED (not in the totals)';
export const SET_APART_COLUMNS = [
  'DATE',
  'KIND',
  'RECEIPT NO',
  'MEMBER ID',
  'NAME',
  'AMOUNT',
  'FATE',
  'REASON',
  'BY',
  'AT',
] as const;

export function setApartLines(rows: readonly SetApartRow[]): (string | number)[][] {
  return rows.map((r) => [
    formatDisplayDate(r.date),
    r.kind,
    r.receipt_no,
    r.member_id,
    r.member_name,
    r.amount,
    r.fate,
    r.reason,
    r.by,
    r.at,
  ]);
}

/** What a list of records totals: only the PAID ones count. */
export function paidTotal<Row extends { STATUS: RecordStatus }>(rows: readonly Row[], amount: (r: Row) => number) {
  return rows.reduce((sum, r) => (r.STATUS === 'PAID' ? sum + amount(r) : sum), 0);
}

/** `POST receipts/{receiptNo}/prints` and `GET receipts/{receiptNo}/prints`. */
export const PRINT_DOCUMENTS = ['RECEIPT', 'REGISTRATION'] as const;
export type PrintDocument = (typeof PRINT_DOCUMENTS)[number];

export const receiptNoParam = z.object({ receiptNo: paramText(40).min(1) });
export const printInput = z
  .object({ document: z.enum(PRINT_DOCUMENTS).default('RECEIPT') })
  .nullish()
  .transform((v) => v ?? { document: 'RECEIPT' as const });
export const printQuery = z.object({ document: z.enum(PRINT_DOCUMENTS).default('RECEIPT') });

/**
 * How often a receipt has been printed. `copy` is the number of the print just recorded (POST) or
 * of the next print (GET); every copy after the first is a DUPLICATE.
 */
export const printAnswer = z
  .object({
    receipt_no: z.string(),
    document: z.enum(PRINT_DOCUMENTS),
    prints: z.number().int(),
    copy: z.number().int(),
  })
  .meta({ id: 'PrintAnswer' });
export type PrintAnswer = z.infer<typeof printAnswer>;

/** The mark a print carries: none on the original, 'DUPLICATE — copy N' on every later one. */
export function duplicateMark(copy: number): string | null {
  return copy > 1 ? booksMessages.duplicate(copy) : null;
}

/** Per receipt, how often it was printed (the member overview). */
export const receiptPrintCount = z
  .object({ receipt_no: z.string(), document: z.enum(PRINT_DOCUMENTS), prints: z.number().int() })
  .meta({ id: 'ReceiptPrintCount' });
export type ReceiptPrintCount = z.infer<typeof receiptPrintCount>;

/** `GET removed-members`: an archived member, who removed it, when and why. */
export const removedMemberRow = z
  .object({
    ID_NUMBER: z.string(),
    MEMBER_NAME: z.string(),
    DEPARTMENT: z.string(),
    MOBILE: z.string(),
    /** Dependents archived with it, which a restore brings back. */
    DEPENDENT_COUNT: z.number().int(),
    /** Receipts of the member and its dependents, which stay in every report. */
    RECEIPT_COUNT: z.number().int(),
    ARCHIVED_AT: z.string(),
    ARCHIVED_BY: z.string(),
    ARCHIVE_REASON: z.string(),
  })
  .meta({ id: 'RemovedMemberRow' });
export type RemovedMemberRow = z.infer<typeof removedMemberRow>;

export const removedMembersQuery = z.object({
  search: paramText(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type RemovedMembersQuery = z.infer<typeof removedMembersQuery>;
