import { todayInIndia } from '@trust/contract/dates';
import { type MemberOverview, OVERVIEW_AUDIT_LIMIT, subscriptionSummary } from '@trust/contract/overview';
import type { AppContext } from '../../context';
import { auditTrail } from '../audit/audit.service';
import { memberDependentGpaRecords, memberGpaRecords } from '../gpa/gpa.service';
import { mediclaimReceiptRows } from '../mediclaim/mediclaim.service';
import { memberDependents } from '../members/dependents.service';
import { memberById } from '../members/members.service';
import { memberMiscReceipts } from '../misc/misc.service';
import { memberPrintCounts } from '../prints/prints.service';
import { membershipReceiptRows } from '../subscription/subscription.service';

/** `GET member-overview/{id}`: the member and everything recorded about it; null for an unknown member. */
export async function memberOverview(ctx: AppContext, memberId: string): Promise<MemberOverview | null> {
  const member = await memberById(ctx, memberId);
  if (!member) return null;
  const today = todayInIndia(ctx.now());
  const [
    dependents,
    membershipPayments,
    mediclaimPayments,
    miscReceipts,
    gpaRecords,
    dependentGpaRecords,
    prints,
    audit,
  ] = await Promise.all([
    memberDependents(ctx, memberId),
    membershipReceiptRows(ctx.db, memberId, today),
    mediclaimReceiptRows(ctx.db, memberId, today),
    memberMiscReceipts(ctx, memberId),
    memberGpaRecords(ctx, memberId),
    memberDependentGpaRecords(ctx, memberId),
    memberPrintCounts(ctx, memberId),
    auditTrail(ctx, { memberId, limit: OVERVIEW_AUDIT_LIMIT, offset: 0 }),
  ]);
  return {
    member,
    dependents,
    membership: subscriptionSummary(membershipPayments),
    mediclaim: subscriptionSummary(mediclaimPayments),
    membershipPayments,
    mediclaimPayments,
    miscReceipts,
    gpaRecords,
    dependentGpaRecords,
    prints,
    audit: { data: audit.rows, total: audit.total },
  };
}
