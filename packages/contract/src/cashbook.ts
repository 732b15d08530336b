import { z } from 'zod';
import { reason } from './books';
import { formatDisplayDate } from './dates';
import {
  COLLECTION_KINDS,
  GPA_PAYMENT_MODES,
  MEDICLAIM_PAYMENT_MODES,
  MEMBERSHIP_PAYMENT_MODES,
  MISC_PAYMENT_MODES,
} from './enums';
import { isoDate, optionalText, paramText, requiredText } from './fields';
import { collectionTotal } from './report';

/**
 * The cash book: each day's takings as the receipts say (the collection report's figures), what the
 * cashier counted, what went to the bank on a deposit slip and what the bank credited; a closed day
 * is locked against new, voided and reset receipts. A cheque the bank returns is marked BOUNCED and
 * leaves every total like a void, listed on the day the bounce was recorded.
 */

export const cashbookMessages = {
  dayClosed: 'This day is closed',
  alreadyClosed: 'This day is already closed',
  notClosed: 'This day is not closed',
  futureDay: 'A day still to come cannot be closed',
  countedRequired: (mode: string) => `Counted ${mode} Is Required Field`,
  closed: 'The day is closed.',
  reopened: 'The day is reopened.',
  closeTitle: 'Close this day?',
  closeText: 'No receipt dated this day can be issued, voided or reset until an admin reopens it.',
  reopenTitle: 'Reopen this day?',
  depositDayOpen: 'Close the day before depositing its takings',
  depositCashTooMuch: (left: number) => `Only ₹${left} of the counted cash is left to deposit`,
  depositEmpty: 'A deposit needs cash or at least one cheque',
  chequeNotOfDay: (receiptNo: string) => `Receipt ${receiptNo} is not a PAID cheque of this day`,
  chequeDeposited: (receiptNo: string) => `The cheque of receipt ${receiptNo} is already on a deposit slip`,
  slipTaken: 'This slip number is already recorded for this bank',
  depositNotFound: 'Deposit Not Found!',
  alreadyCredited: 'This deposit is already marked as credited',
  creditBeforeDeposit: 'Credited On must not be before the deposit date',
  deposited: 'The deposit is recorded.',
  credited: 'The deposit is marked as credited.',
  notCheque: 'Only a payment made by CHEQUE can bounce',
  notPaid: 'Only a PAID receipt can bounce',
  bounceBeforeReceipt: 'Bounce Date must not be before the receipt date',
  bounceInFuture: 'Bounce Date must not be after today',
  chargeModeRequired: 'Mode Of Payment Of The Charge Is Required Field',
  depositDateRequired: 'Deposit Date Is Required Field',
  bankRequired: 'Bank Is Required Field',
  slipNumberRequired: 'Slip Number Is Required Field',
  receiptNoRequired: 'Receipt No Is Required Field',
  chequeNumberRequired: 'Cheque Number Is Required Field',
  chequeBankRequired: 'Bank Of The Cheque Is Required Field',
  creditedOnRequired: 'Credited On Is Required Field',
  bounceDateRequired: 'Bounce Date Is Required Field',
  bounced: 'The cheque is marked BOUNCED.',
  bounceTitle: 'Mark this cheque as bounced?',
  bounceText:
    'The receipt keeps its number and shows as BOUNCED; it leaves every total, and a subscription it paid is no longer ACTIVE.',
  bouncedFlag: (receiptNo: string, date: string, why: string) =>
    `Cheque bounced: receipt ${receiptNo} on ${formatDisplayDate(date)} (${why})`,
} as const;

/** Every payment mode any receipt can carry, in the order the cash book lists them. */
export const PAYMENT_MODES = [
  ...new Set([...MEMBERSHIP_PAYMENT_MODES, ...MISC_PAYMENT_MODES, ...MEDICLAIM_PAYMENT_MODES, ...GPA_PAYMENT_MODES]),
] as [string, ...string[]];

/** The modes a deposit slip carries to the bank; the others reach the bank by themselves. */
export const DEPOSITED_MODES = ['CASH', 'CHEQUE'] as const;

export const CASH_DAY_STATUSES = ['OPEN', 'CLOSED'] as const;
export type CashDayStatus = (typeof CASH_DAY_STATUSES)[number];

export const cashDayParam = z.object({ date: isoDate('Date') });
export const depositParam = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().min(1).max(2_147_483_647),
});

const amount = z.number({ error: 'Enter the amount in whole rupees' }).int().min(0).max(999_999_999);

/**
 * `POST cashbook/{date}/close`: the counted amount of every mode, in whole rupees. Every mode with
 * takings on the day must be given (0 when nothing was counted); other modes may be added.
 */
export const closeDayInput = z
  .object({
    counted: z.partialRecord(z.enum(PAYMENT_MODES), amount),
    remark: optionalText(500),
  })
  .meta({ id: 'CloseDayInput' });
export type CloseDayInput = z.output<typeof closeDayInput>;

/** The modes with takings that a count leaves out, each with its message at `counted.MODE`. */
export function missingCounts(
  expectedModes: readonly string[],
  counted: Partial<Record<string, number>>,
): { path: string; message: string }[] {
  return expectedModes
    .filter((mode) => counted[mode] === undefined)
    .map((mode) => ({ path: `counted.${mode}`, message: cashbookMessages.countedRequired(mode) }));
}

/** `POST cashbook/{date}/reopen`. */
export const reopenDayInput = z.object({ reason }).meta({ id: 'ReopenDayInput' });

/** One mode's line of a day: expected from the receipts, counted by the cashier, and the difference. */
export const cashModeLine = z
  .object({
    mode: z.string(),
    expected: z.number().int(),
    /** Null until the day is closed. */
    counted: z.number().int().nullable(),
    /** counted − expected; null until the day is closed. Negative: short. */
    difference: z.number().int().nullable(),
    deposited: z.number().int(),
    credited: z.number().int(),
  })
  .meta({ id: 'CashModeLine' });
export type CashModeLine = z.infer<typeof cashModeLine>;

/** A close or reopen of a day, as kept. */
export const cashDayEvent = z
  .object({
    action: z.enum(['CLOSE', 'REOPEN']),
    /** The remark of a close, the reason of a reopen. */
    text: z.string(),
    /** The user's name. */
    by: z.string(),
    /** ISO instant. */
    at: z.string(),
  })
  .meta({ id: 'CashDayEvent' });
export type CashDayEvent = z.infer<typeof cashDayEvent>;

/** A PAID cheque receipt of the day, as a deposit slip lists it. */
export const dayCheque = z
  .object({
    kind: z.enum(COLLECTION_KINDS),
    receipt_no: z.string(),
    member_id: z.string(),
    member_name: z.string(),
    amount: z.number().int(),
    /** The reference (cheque number) and bank the receipt recorded, '' where its form has none. */
    cheque_number: z.string(),
    drawn_on: z.string(),
    /** The deposit that carries it, or null. */
    deposit_id: z.number().int().nullable(),
  })
  .meta({ id: 'DayCheque' });
export type DayCheque = z.infer<typeof dayCheque>;

/** A cheque bounced, listed on the day the bounce was recorded and in the list of bounced cheques. */
export const bouncedChequeRow = z
  .object({
    bounce_date: z.string(),
    kind: z.enum(COLLECTION_KINDS),
    receipt_no: z.string(),
    /** The day the receipt was issued. */
    receipt_date: z.string(),
    member_id: z.string(),
    member_name: z.string(),
    amount: z.number().int(),
    reason: z.string(),
    /** The name of the user who recorded it. */
    by: z.string(),
    /** ISO instant. */
    at: z.string(),
    /** The misc receipt of the bank's charge recorded with it, or null. */
    charge_receipt_no: z.string().nullable(),
  })
  .meta({ id: 'BouncedChequeRow' });
export type BouncedChequeRow = z.infer<typeof bouncedChequeRow>;

/** A cheque on a deposit slip. */
export const depositCheque = z
  .object({
    receipt_no: z.string(),
    member_id: z.string(),
    member_name: z.string(),
    cheque_number: z.string(),
    drawn_on: z.string(),
    amount: z.number().int(),
  })
  .meta({ id: 'DepositCheque' });
export type DepositCheque = z.infer<typeof depositCheque>;

/** `GET cashbook/deposits/{id}` and each deposit of a day: a deposit slip as recorded. */
export const depositRow = z
  .object({
    id: z.number().int(),
    /** The cash day whose takings it carries. */
    day: z.string(),
    deposit_date: z.string(),
    bank: z.string(),
    slip_number: z.string(),
    cash: z.number().int(),
    cheques: z.array(depositCheque),
    /** cash + the cheques. */
    total: z.number().int(),
    /** The user's name. */
    deposited_by: z.string(),
    deposited_at: z.string(),
    /** The day the bank credited it, or null while it is not. */
    credited_on: z.string().nullable(),
    credited_by: z.string().nullable(),
  })
  .meta({ id: 'DepositRow' });
export type DepositRow = z.infer<typeof depositRow>;

/**
 * `GET cashbook/{date}`: the day. Expected figures are the collection report's for an open day and
 * those stored at closing for a closed one (a cheque that bounces later is listed on its bounce day).
 */
export const cashDayAnswer = z
  .object({
    date: z.string(),
    status: z.enum(CASH_DAY_STATUSES),
    /** One line per mode with takings, a count or a deposit; in PAYMENT_MODES order. */
    modes: z.array(cashModeLine),
    byUser: z.array(collectionTotal),
    total: cashModeLine.omit({ mode: true }),
    remark: z.string(),
    closedBy: z.string().nullable(),
    closedAt: z.string().nullable(),
    /** Every close and reopen of the day, oldest first. */
    history: z.array(cashDayEvent),
    cheques: z.array(dayCheque),
    deposits: z.array(depositRow),
    /** Cheques whose bounce was recorded on this day (of any receipt day). */
    bounced: z.array(bouncedChequeRow),
  })
  .meta({ id: 'CashDay' });
export type CashDay = z.infer<typeof cashDayAnswer>;

/** `GET cashbook?fromDate&toDate`: one line per day with any takings, count, deposit or bounce. */
export const cashBookLine = z
  .object({
    date: z.string(),
    status: z.enum(CASH_DAY_STATUSES),
    expected: z.number().int(),
    counted: z.number().int().nullable(),
    difference: z.number().int().nullable(),
    deposited: z.number().int(),
    credited: z.number().int(),
    bounced: z.number().int(),
    /** The same figures by mode, one line per mode with any of them. */
    modes: z.array(cashModeLine),
  })
  .meta({ id: 'CashBookLine' });
export type CashBookLine = z.infer<typeof cashBookLine>;

export const cashBookAnswer = z.object({ data: z.array(cashBookLine) }).meta({ id: 'CashBook' });

/** `POST cashbook/{date}/deposits`: cheque numbers and banks as written on the slip (the receipt's by default). */
export const depositInput = z
  .object({
    deposit_date: isoDate('Deposit Date', cashbookMessages.depositDateRequired),
    bank: requiredText(cashbookMessages.bankRequired, 100),
    slip_number: requiredText(cashbookMessages.slipNumberRequired, 50),
    cash: amount.default(0),
    cheques: z
      .array(
        z.object({
          receipt_no: requiredText(cashbookMessages.receiptNoRequired, 40),
          cheque_number: requiredText(cashbookMessages.chequeNumberRequired, 30),
          drawn_on: requiredText(cashbookMessages.chequeBankRequired, 100),
        }),
      )
      .max(1000)
      .default([]),
  })
  .meta({ id: 'DepositInput' });
export type DepositInput = z.output<typeof depositInput>;

/** `POST cashbook/deposits/{id}/credit`. */
export const creditInput = z
  .object({ credited_on: isoDate('Credited On', cashbookMessages.creditedOnRequired) })
  .meta({ id: 'CreditInput' });

/**
 * `POST payments/{receiptNo}/bounce`. With a charge, the bank's charge is recorded in the same step
 * as a misc receipt (bank charges) for the member, dated the bounce date, paid by `charge_mode`.
 */
export const bounceInput = z
  .object({
    date: isoDate('Bounce Date', cashbookMessages.bounceDateRequired),
    reason,
    charge: amount.optional(),
    charge_mode: z.enum(MISC_PAYMENT_MODES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.charge && !v.charge_mode) {
      ctx.addIssue({ code: 'custom', message: cashbookMessages.chargeModeRequired, path: ['charge_mode'] });
    }
  })
  .meta({ id: 'BounceInput' });
export type BounceInput = z.output<typeof bounceInput>;

export const bounceAnswer = z
  .object({ receipt_no: z.string(), charge_receipt_no: z.string().nullable() })
  .meta({ id: 'BounceAnswer' });
export type BounceAnswer = z.infer<typeof bounceAnswer>;

export const receiptNoPathParam = z.object({ receiptNo: paramText(40).min(1) });

/** The Cash Book CSV: one line per day, the totals, then each mode's figures. */
const MODE_FIGURES = ['EXPECTED', 'COUNTED', 'DIFFERENCE', 'DEPOSITED', 'CREDITED'] as const;
export const CASH_BOOK_COLUMNS = [
  'DATE',
  'STATUS',
  'EXPECTED',
  'COUNTED',
  'DIFFERENCE',
  'DEPOSITED',
  'CREDITED',
  'BOUNCED',
  ...PAYMENT_MODES.flatMap((mode) => MODE_FIGURES.map((figure) => `${mode} ${figure}`)),
];

export function cashBookLines(lines: readonly CashBookLine[]): (string | number)[][] {
  return lines.map((l) => {
    const byMode = new Map(l.modes.map((m) => [m.mode, m]));
    return [
      formatDisplayDate(l.date),
      l.status,
      l.expected,
      l.counted ?? '',
      l.difference ?? '',
      l.deposited,
      l.credited,
      l.bounced,
      ...PAYMENT_MODES.flatMap((mode) => {
        const m = byMode.get(mode);
        return m ? [m.expected, m.counted ?? '', m.difference ?? '', m.deposited, m.credited] : ['', '', '', '', ''];
      }),
    ];
  });
}

export const BOUNCED_CHEQUE_COLUMNS = [
  'BOUNCE DATE',
  'KIND',
  'RECEIPT NO',
  'RECEIPT DATE',
  'MEMBER ID',
  'NAME',
  'AMOUNT',
  'REASON',
  'BY',
  'AT',
  'CHARGE RECEIPT NO',
] as const;

export function bouncedChequeLines(rows: readonly BouncedChequeRow[]): (string | number)[][] {
  return rows.map((r) => [
    formatDisplayDate(r.bounce_date),
    r.kind,
    r.receipt_no,
    formatDisplayDate(r.receipt_date),
    r.member_id,
    r.member_name,
    r.amount,
    r.reason,
    r.by,
    r.at,
    r.charge_receipt_no ?? '',
  ]);
}
