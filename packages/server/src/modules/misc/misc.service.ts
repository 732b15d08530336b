import { todayInIndia } from '@trust/contract/dates';
import { type MiscReceiptInput, miscMessages } from '@trust/contract/misc';
import { RECEIPT_TYPES } from '@trust/contract/receipt';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, lockMember } from '../../db/connection';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { nextReceiptNumber } from '../receipts/receipt-number.repository';
import { deleteMiscReceipt, findMiscReceipt, insertMiscReceipt } from './misc.repository';

export async function addMiscReceipt(
  ctx: AppContext,
  input: MiscReceiptInput,
  by: SignedInUser,
): Promise<{ id: number; receipt_no: string }> {
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
