import { todayInIndia } from '@trust/contract/dates';
import { type MemberOverview, OVERVIEW_AUDIT_LIMIT, subscriptionSummary } from '@trust/contract/overview';
import type { AppContext } from '../../context';
import { searchAudit, toAuditRow } from '../audit/audit.repository';
import { dependentGpaRecordsOfMember, gpaRecordsOfMember } from '../gpa/gpa.repository';
import { mediclaimReceiptRows } from '../mediclaim/mediclaim.service';
import { dependentsOfMember, toDependentRow } from '../members/dependents.repository';
import { findMemberRow, toMemberRow } from '../members/members.repository';
import { miscReceiptsOfMember } from '../misc/misc.repository';
import { printCountsOfMember } from '../prints/prints.repository';
import { membershipReceiptRows } from '../subscription/subscription.service';

/** `GET member-overview/{id}`: the member and everything recorded about it; null for an unknown member. */
export async function memberOverview(ctx: AppContext, memberId: string): Promise<MemberOverview | null> {
  const member = await findMemberRow(ctx.db, memberId);
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
    dependentsOfMember(ctx.db, memberId),
    membershipReceiptRows(ctx.db, memberId, today),
    mediclaimReceiptRows(ctx.db, memberId, today),
    miscReceiptsOfMember(ctx.db, memberId),
    gpaRecordsOfMember(ctx.db, memberId),
    dependentGpaRecordsOfMember(ctx.db, memberId),
    printCountsOfMember(ctx.db, memberId),
    searchAudit(ctx.db, { memberId, limit: OVERVIEW_AUDIT_LIMIT, offset: 0 }),
  ]);
  return {
    member: toMemberRow(member, today),
    dependents: dependents.map(toDependentRow),
    membership: subscriptionSummary(membershipPayments),
    mediclaim: subscriptionSummary(mediclaimPayments),
    membershipPayments,
    mediclaimPayments,
    miscReceipts,
    gpaRecords,
    dependentGpaRecords,
    prints,
    audit: { data: audit.rows.map(toAuditRow), total: audit.total },
  };
}
