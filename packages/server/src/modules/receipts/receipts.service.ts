import { todayInIndia } from '@trust/contract/dates';
import type { PastRecordsRow } from '@trust/contract/receipt';
import type { AppContext } from '../../context';
import { mediclaimReceiptRow } from '../mediclaim/mediclaim.service';
import { dependentCount } from '../members/dependents.service';
import { memberById } from '../members/members.service';
import { membershipReceiptRow } from '../subscription/subscription.service';

/** `GET print/pastRecords{id}`: null for an unknown member. */
export async function pastRecords(ctx: AppContext, memberId: string): Promise<PastRecordsRow | null> {
  const member = await memberById(ctx, memberId);
  if (!member) return null;
  const today = todayInIndia(ctx.now());
  return {
    ...member,
    DEPENDENT_COUNT: await dependentCount(ctx, memberId),
    MEDICLAIM: await mediclaimReceiptRow(ctx.db, memberId, today),
    SUBSCRIPTION: await membershipReceiptRow(ctx.db, memberId, today),
  };
}
