import { booksMessages } from '@trust/contract/books';
import { type BounceAnswer, type BounceInput, cashbookMessages } from '@trust/contract/cashbook';
import { todayInIndia } from '@trust/contract/dates';
import type { CollectionKind } from '@trust/contract/enums';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, lockMember } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { addMiscReceipt } from '../misc/misc.service';
import { findBounceableReceipt, markBounced, storedReceipt } from './bounces.repository';

/** The audit trail's entity of each kind, as its issue and its void or reset name it. */
const AUDIT_ENTITY: Record<CollectionKind, string> = {
  MEDICLAIM: 'mediclaim_payment',
  MEMBERSHIP: 'membership_payment',
  MISC: 'misc_receipt',
  GPAIS: 'gpa_record',
  'GPAIS DEPENDENT': 'gpa_dependent_record',
};

/**
 * `POST payments/{receiptNo}/bounce`: the bank returned a cheque. The receipt keeps its number and
 * shows BOUNCED; it leaves every total, and a subscription it paid stands on its other payments. The
 * bounce is recorded on the day the bank's answer came, which may be a closed day: the closed day's
 * figures stay as counted and the bounce is listed on its own day. With a charge, the bank's charge
 * is a misc receipt for the member, issued as any misc receipt is (so a closed bounce day refuses it).
 *
 * A removed member's cheque can bounce too (the books keep its receipts); its charge cannot be
 * recorded here, as no receipt is issued to a member off the register.
 */
export async function bounceCheque(
  ctx: AppContext,
  receiptNo: string,
  input: BounceInput,
  by: SignedInUser,
): Promise<BounceAnswer> {
  const now = ctx.now();
  const today = todayInIndia(now);
  return inTransaction(ctx.db, async (trx) => {
    const found = await findBounceableReceipt(trx, receiptNo);
    if (!found) throw notFound(booksMessages.receiptNotFound);
    // Taken first, so a renewal or reset of the member waits for the bounce, and reads it.
    if (!(await lockMember(trx, found.member_id))) await lockMember(trx, found.member_id, { removed: true });
    const receipt = await findBounceableReceipt(trx, receiptNo);
    if (!receipt?.paid) throw conflict(cashbookMessages.notPaid);
    if (receipt.mode !== 'CHEQUE') throw conflict(cashbookMessages.notCheque);
    if (input.date < receipt.date) {
      throw badRequest(cashbookMessages.bounceBeforeReceipt, [
        { path: 'date', message: cashbookMessages.bounceBeforeReceipt },
      ]);
    }
    if (input.date > today) {
      throw badRequest(cashbookMessages.bounceInFuture, [{ path: 'date', message: cashbookMessages.bounceInFuture }]);
    }

    const charge =
      input.charge && input.charge_mode
        ? await addMiscReceipt(
            ctx,
            {
              member_id: receipt.member_id,
              date: input.date,
              mode_of_payment: input.charge_mode,
              reissue_book: 0,
              membership_period: '',
              subscription_amount: 0,
              bank_charges: input.charge,
              fine: 0,
              misc: 0,
            },
            by,
            trx,
          )
        : null;

    const before = await storedReceipt(trx, receipt.table, receipt.id);
    const fate = {
      bounce_date: input.date,
      bounce_reason: input.reason,
      bounced_by: by.name,
      bounced_at: now.toISOString(),
      bounce_charge_receipt_no: charge?.receipt_no ?? null,
    };
    if (!(await markBounced(trx, receipt, fate))) throw conflict(cashbookMessages.notPaid);
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'BOUNCE',
        entity: AUDIT_ENTITY[receipt.kind],
        entityId: receipt.id,
        memberId: receipt.member_id,
        before,
        after: { ...before, ...fate },
      },
      now,
    );
    return { receipt_no: receipt.receipt_no, charge_receipt_no: fate.bounce_charge_receipt_no };
  });
}
