import { todayInIndia } from '@trust/contract/dates';
import type { PastRecordsRow } from '@trust/contract/receipt';
import type { AppContext } from '../../context';
import { mediclaimReceiptRow } from '../mediclaim/mediclaim.service';
import { countDependents } from '../members/dependents.repository';
import { findMemberRow, toMemberRow } from '../members/members.repository';
import { membershipReceiptRow } from '../subscription/subscription.service';

/** `GET print/pastRecords{id}`: null for an unknown member. */
export async function pastRecords(ctx: AppContext, memberId: string): Promise<PastRecordsRow | null> {
  const member = await findMemberRow(ctx.db, memberId);
  if (!member) return null;
  const today = todayInIndia(ctx.now());
  return {
    ...toMemberRow(member, today),
    DEPENDENT_COUNT: await countDependents(ctx.db, memberId),
    MEDICLAIM: await mediclaimReceiptRow(ctx.db, memberId, today),
    SUBSCRIPTION: await membershipReceiptRow(ctx.db, memberId, today),
  };
}
