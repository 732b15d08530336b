import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import { paymentStatus, subscriptionStatus } from '@trust/contract/renewal';
import { ageOn, CSV_BOM, csvLine, type MediclaimReportMember, NON_RENEWAL_COLUMNS } from '@trust/contract/report';
import type { AppContext } from '../../context';
import {
  dependentsOfMediclaimPayers,
  mediclaimPaymentsBetween,
  membersAfter,
  paymentsOfMembers,
  type SubscriptionTable,
} from './reports.repository';

/** Each member who paid mediclaim in the range, with its dependents grouped under it. */
export async function mediclaimReport(ctx: AppContext, range: DateRange): Promise<MediclaimReportMember[]> {
  const [payments, dependents] = await Promise.all([
    mediclaimPaymentsBetween(ctx.db, range),
    dependentsOfMediclaimPayers(ctx.db, range),
  ]);
  const byMember = new Map<string, typeof dependents>();
  for (const d of dependents) byMember.set(d.member_id, [...(byMember.get(d.member_id) ?? []), d]);
  return payments.map((p) => {
    const nominee = {
      NOMINEE_NAME: p.nominee_name,
      NOMINEE_RELATION: p.nominee_relation,
      NOMINEE_DOB: p.nominee_dob,
      NOMINEE_GUARDIAN: p.nominee_guardian,
    };
    return {
      ID_NUMBER: p.id_number,
      MEMBER_NAME: p.member_name,
      DATE_OF_BIRTH: p.date_of_birth,
      AGE: ageOn(p.date_of_birth, p.issue_date),
      SEX: p.sex,
      ISSUE_DATE: p.issue_date,
      MODE_OF_PAYMENT: p.mode_of_payment,
      AMOUNT: p.amount,
      REMARKS: p.group_name,
      ...nominee,
      dependents: (byMember.get(p.id_number) ?? []).map((d) => ({
        ID: d.member_id,
        DEPENDENT_NAME: d.dependent_name,
        DOB: d.dob,
        AGE: ageOn(d.dob, p.issue_date),
        SEX: d.sex,
        RELATION: d.relation,
        ...nominee,
      })),
    };
  });
}

const BATCH = 1000;

/**
 * The non-renewal list as CSV, produced a thousand members at a time so a large register never
 * sits in memory whole. A member appears when its subscription is not ACTIVE today: it never paid,
 * its cover ran out, or its payment was reset.
 */
export async function* nonRenewalCsv(ctx: AppContext, table: SubscriptionTable): AsyncGenerator<string> {
  const today = todayInIndia(ctx.now());
  yield CSV_BOM + csvLine(NON_RENEWAL_COLUMNS);
  let after = '';
  for (;;) {
    const members = await membersAfter(ctx.db, after, BATCH);
    if (members.length === 0) return;
    const payments = await paymentsOfMembers(
      ctx.db,
      table,
      members.map((m) => m.id_number),
    );
    const byMember = new Map<string, typeof payments>();
    for (const p of payments) byMember.set(p.member_id, [...(byMember.get(p.member_id) ?? []), p]);
    let chunk = '';
    for (const m of members) {
      const own = byMember.get(m.id_number) ?? [];
      if (subscriptionStatus(own, today) === 'ACTIVE') continue;
      const last = own[0];
      chunk += csvLine([
        m.id_number,
        m.member_name,
        m.mobile,
        m.whatsapp,
        m.email,
        m.department,
        m.family_group,
        m.address,
        formatDisplayDate(last?.issue_date),
        formatDisplayDate(last?.expiry_date),
        last ? paymentStatus(last, today) : 'NEVER PAID',
      ]);
    }
    if (chunk) yield chunk;
    after = members[members.length - 1]?.id_number ?? after;
    if (members.length < BATCH) return;
  }
}

/** A whole CSV from a heading and lines, with the byte-order mark. */
export function csvDocument(columns: readonly string[], lines: readonly (string | number)[][]): string {
  return CSV_BOM + csvLine(columns) + lines.map(csvLine).join('');
}
