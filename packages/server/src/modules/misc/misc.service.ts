import type { ReceiptAnswer } from '@trust/contract/answers';
import { todayInIndia } from '@trust/contract/dates';
import type { DateRange, PageQuery } from '@trust/contract/fields';
import { type MiscReceiptInput, type MiscReportRow, miscMessages } from '@trust/contract/misc';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, lockMember } from '../../db/connection';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { nextReceiptNumber } from '../receipts/receipt-number.repository';
import {
  deleteMiscReceipt,
  findMiscReceipt,
  insertMiscReceipt,
  listMiscReceipts,
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

export function miscReceiptsInRange(ctx: AppContext, range: DateRange): Promise<MiscReportRow[]> {
  return miscReceiptsBetween(ctx.db, range);
}

/**
 * One receipt, for its print screen. The screen names the member too: a receipt of another member
 * is not this one.
 */
export async function miscReceipt(ctx: AppContext, id: number, memberId: string | undefined): Promise<MiscReportRow> {
  const receipt = await findMiscReceipt(ctx.db, id);
  if (!receipt || (memberId && receipt.member_id !== memberId)) throw notFound(miscMessages.recordNotFound);
  return receipt;
}

export async function addMiscReceipt(
  ctx: AppContext,
  input: MiscReceiptInput,
  by: SignedInUser,
): Promise<ReceiptAnswer> {
  const at = ctx.now();
  const date = input.date || todayInIndia(at);
  return inTransaction(ctx.db, async (trx) => {
    if (!(await lockMember(trx, input.member_id))) throw notFound(miscMessages.memberNotFound);
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
  });
}

export async function removeMiscReceipt(ctx: AppContext, id: number, by: SignedInUser): Promise<void> {
  const at = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const before = await findMiscReceipt(trx, id);
    if (!before) throw notFound(miscMessages.recordNotFound);
    await deleteMiscReceipt(trx, id);
    await recordAudit(
      trx,
      { actor: by.email, action: 'DELETE', entity: 'misc_receipt', entityId: id, memberId: before.member_id, before },
      at,
    );
  });
}
