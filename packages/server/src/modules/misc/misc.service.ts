import type { ReceiptAnswer } from '@trust/contract/answers';
import { booksMessages } from '@trust/contract/books';
import { todayInIndia } from '@trust/contract/dates';
import type { DateRange, PageQuery } from '@trust/contract/fields';
import { type MiscReceiptInput, type MiscReceiptToPrint, type MiscReportRow, miscMessages } from '@trust/contract/misc';
import { MISC_SUM_COLUMNS } from '@trust/contract/range-report-lines';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import type { ReportPage } from '@trust/contract/report-page';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, lockMember, type Trx } from '../../db/connection';
import { nextReceiptNumber } from '../../db/receipt-numbers';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { refuseClosedDay } from '../cashbook/day-lock.service';
import { datedBatches, datedReportPage, type PageWanted } from '../reports/report-pages.service';
import { verifyCodeOf } from '../verify/verify.service';
import {
  findMiscReceipt,
  insertMiscReceipt,
  listMiscReceipts,
  markMiscReceiptVoid,
  miscReceiptsBetween,
  miscReceiptsOfMember,
} from './misc.repository';

/** Every miscellaneous receipt, newest first, or a page of them. */
export function miscReceipts(ctx: AppContext, page: PageQuery): Promise<MiscReportRow[]> {
  return listMiscReceipts(ctx.db, page);
}

export function memberMiscReceipts(ctx: AppContext, memberId: string): Promise<MiscReportRow[]> {
  return miscReceiptsOfMember(ctx.db, memberId);
}

/** The misc report's PAID receipts of the range, a batch at a time (its CSV and whole JSON). */
export function miscReportBatches(ctx: AppContext, range: DateRange): AsyncGenerator<MiscReportRow[]> {
  return datedBatches((batch) => miscReceiptsBetween(ctx.db, range, batch));
}

/** A page of the misc report, with each money column and the total summed over the whole range. */
export function miscReportPage(
  ctx: AppContext,
  range: DateRange,
  page: PageWanted,
): Promise<ReportPage<MiscReportRow>> {
  return datedReportPage(
    ctx,
    range,
    'MISC',
    (batch) => miscReceiptsBetween(ctx.db, range, batch),
    page,
    MISC_SUM_COLUMNS,
  );
}

/**
 * One receipt, for its print screen. The screen names the member too: a receipt of another member
 * is not this one.
 */
export async function miscReceipt(
  ctx: AppContext,
  id: number,
  memberId: string | undefined,
): Promise<MiscReceiptToPrint> {
  const receipt = await findMiscReceipt(ctx.db, id);
  if (!receipt || (memberId && receipt.member_id !== memberId)) throw notFound(miscMessages.recordNotFound);
  return {
    ...receipt,
    verify_code: verifyCodeOf(ctx, { kind: 'MISC', id: receipt.id, receiptNo: receipt.receipt_no }),
  };
}

/**
 * `POST misc/report`, and the bank's charge a bounce records: inside the caller's transaction when one
 * is given, so the charge is numbered, audited and refused exactly as a receipt taken at the counter.
 */
export async function addMiscReceipt(
  ctx: AppContext,
  input: MiscReceiptInput,
  by: SignedInUser,
  within?: Trx,
): Promise<ReceiptAnswer> {
  const at = ctx.now();
  const date = input.date || todayInIndia(at);
  const issue = async (trx: Trx) => {
    if (!(await lockMember(trx, input.member_id))) throw notFound(miscMessages.memberNotFound);
    await refuseClosedDay(trx, [date]);
    const receiptNo = await nextReceiptNumber(trx, RECEIPT_TYPES.misc, date);
    const receipt = {
      member_id: input.member_id,
      receipt_no: receiptNo,
      date,
      mode_of_payment: input.mode_of_payment,
      reissue_book: input.reissue_book,
      membership_period: input.membership_period,
      subscription_amount: input.subscription_amount,
      bank_charges: input.bank_charges,
      fine: input.fine,
      misc: input.misc,
      created_by: by.email,
      created_at: at.toISOString(),
    };
    const id = await insertMiscReceipt(trx, receipt);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'CREATE',
        entity: 'misc_receipt',
        entityId: id,
        memberId: input.member_id,
        after: { id, ...receipt },
      },
      at,
    );
    return { id, receipt_no: receiptNo };
  };
  return within ? issue(within) : inTransaction(ctx.db, issue);
}

/**
 * `DELETE misc/report/{id}`: the receipt is voided, never removed. It keeps its number and stays in
 * every list, marked VOID with the reason, the user's name and the time; reports count it no more.
 */
export async function voidMiscReceipt(ctx: AppContext, id: number, reason: string, by: SignedInUser): Promise<void> {
  const at = ctx.now();
  const fate = { reason, by: by.name, at: at.toISOString() };
  await inTransaction(ctx.db, async (trx) => {
    const before = await findMiscReceipt(trx, id);
    if (!before) throw notFound(miscMessages.recordNotFound);
    if (before.STATUS === 'BOUNCED') throw conflict(booksMessages.bouncedNotVoided);
    await refuseClosedDay(trx, [before.date]);
    if (!(await markMiscReceiptVoid(trx, id, fate))) throw conflict(booksMessages.alreadyVoid);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'VOID',
        entity: 'misc_receipt',
        entityId: id,
        memberId: before.member_id,
        before,
        after: { ...before, STATUS: 'VOID', VOID_REASON: fate.reason, VOIDED_BY: fate.by, VOIDED_AT: fate.at },
      },
      at,
    );
  });
}
