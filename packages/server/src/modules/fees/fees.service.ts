import { todayInIndia } from '@trust/contract/dates';
import { FAMILY_GROUPS } from '@trust/contract/enums';
import {
  FAMILY_GROUP_AMOUNT_FIELDS,
  type FamilyGroupAmountField,
  type FeeRow,
  type GroupPriceRow,
  type UpdateAmountsInput,
} from '@trust/contract/fee';
import type { AppContext, SignedInUser } from '../../context';
import { type DbOrTrx, inTransaction } from '../../db/connection';
import { recordAudit } from '../audit/audit.repository';
import { membershipStatus } from '../payments/payments.service';
import { findFee, findMemberGroup, listFees, SUBSCRIPTION_FEE, saveFees } from './fees.repository';

/** `GET master/subscription/allAmount`: every family group, with 0 for a fee never set. */
export async function feeRows(ctx: AppContext): Promise<FeeRow[]> {
  const fees = new Map((await listFees(ctx.db)).map((f) => [f.name, f.amount]));
  const amountSub = fees.get(SUBSCRIPTION_FEE) ?? 0;
  return FAMILY_GROUPS.map((group) => ({
    family_group: group,
    amount_med: fees.get(group) ?? 0,
    amount_sub: amountSub,
  }));
}

/** The fees as set now: the subscription's, and the mediclaim fee of each family group set. */
export async function currentFees(db: DbOrTrx): Promise<{ subscription: number | null; ofGroup: Map<string, number> }> {
  const fees = new Map((await listFees(db)).map((f) => [f.name, f.amount]));
  return { subscription: fees.get(SUBSCRIPTION_FEE) ?? null, ofGroup: fees };
}

export async function subscriptionAmount(ctx: AppContext): Promise<number> {
  return (await findFee(ctx.db, SUBSCRIPTION_FEE)) ?? 0;
}

/** `PUT master/subscription/allAmount`: all six fees at once, audited with what they were. */
export async function updateAmounts(ctx: AppContext, input: UpdateAmountsInput, by: SignedInUser): Promise<void> {
  const now = ctx.now();
  const fees: Record<string, number> = { [SUBSCRIPTION_FEE]: input.amount_sub };
  for (const field of Object.keys(FAMILY_GROUP_AMOUNT_FIELDS) as FamilyGroupAmountField[]) {
    fees[FAMILY_GROUP_AMOUNT_FIELDS[field]] = input[field];
  }
  await inTransaction(ctx.db, async (trx) => {
    const before = Object.fromEntries((await listFees(trx)).map((f) => [f.name, f.amount]));
    await saveFees(trx, fees, { by: by.email, at: now });
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'UPDATE_AMOUNTS',
        entity: 'fee_amounts',
        entityId: 'all',
        before,
        after: { ...before, ...fees },
      },
      now,
    );
  });
}

/** `GET master/group/{id}`: null for an unknown member. */
export async function groupPrice(ctx: AppContext, memberId: string): Promise<GroupPriceRow | null> {
  const member = await findMemberGroup(ctx.db, memberId);
  if (!member) return null;
  return {
    DATE_OF_BIRTH: member.date_of_birth,
    family_group: member.family_group,
    STATUS: await membershipStatus(ctx.db, memberId, todayInIndia(ctx.now())),
    amount: await findFee(ctx.db, member.family_group),
    REMARKS: member.user_status,
  };
}
