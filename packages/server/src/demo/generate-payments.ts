import { ageInYearsAndMonths } from '@trust/contract/dates';
import { MEDICLAIM_GROUPS, MEDICLAIM_PAYMENT_MODES, MEMBERSHIP_PAYMENT_MODES } from '@trust/contract/enums';
import { mediclaimExpiry } from '@trust/contract/mediclaim';
import { membershipExpiry } from '@trust/contract/subscription';
import { addDays, daysBetween, maxDate, minDate, yearOf } from '../calendar';
import { lettersOnly } from './random';
import {
  BANKS,
  BOOK_FEE,
  type FamilyGroup,
  type GeneratedMember,
  type Generation,
  MEDICLAIM_FEES,
  RATES,
  STAFF,
  SUBSCRIPTION_FEE,
} from './trust-data';

/**
 * A member's membership and mediclaim payments, year by year, with a few resets, until the member
 * stops renewing; returns the years the membership was paid for.
 */
export function generatePayments(g: Generation, member: GeneratedMember): Set<number> {
  const registered = member.registration_date;
  const paidYears = new Set<number>();
  for (let year = g.firstYear; year <= yearOf(g.today); year++) {
    if (paidYears.size > 0 && g.random.chance(RATES.stopsRenewing)) break;
    const from = maxDate(`${year}-01-01`, registered);
    const to = minDate(`${year}-12-31`, g.today);
    if (from > to || !g.random.chance(RATES.paysMembership)) continue;
    const membershipFrom = paidPeriod(g, from, to, 150, (issue, reset) => membershipPayment(g, member, issue, reset));
    if (membershipFrom === null) continue;
    paidYears.add(year);
    if (!g.random.chance(RATES.paysMediclaim)) continue;
    const mediclaimFrom = maxDate(membershipFrom, `${year}-05-01`);
    if (mediclaimFrom > to) continue;
    paidPeriod(g, mediclaimFrom, to, 90, (issue, reset) => mediclaimPayment(g, member, issue, reset));
  }
  return paidYears;
}

function paidPeriod(
  g: Generation,
  from: string,
  to: string,
  spreadDays: number,
  record: (issue: string, reset: string | null) => void,
): string | null {
  const issue = addDays(from, g.random.int(0, Math.min(daysBetween(from, to), spreadDays)));
  const resetDay = addDays(issue, g.random.int(1, 10));
  if (resetDay <= to && g.random.chance(RATES.reset)) {
    record(issue, resetDay);
    if (!g.random.chance(RATES.paidAgainAfterReset)) return null;
    record(resetDay, null);
    return resetDay;
  }
  record(issue, null);
  return issue;
}

function membershipPayment(g: Generation, member: GeneratedMember, issue: string, resetDay: string | null): void {
  g.out.membershipPayments.push({
    member_id: member.id_number,
    receipt_no: '',
    issue_date: issue,
    expiry_date: membershipExpiry(issue),
    mode_of_payment: g.random.pick(MEMBERSHIP_PAYMENT_MODES),
    amount: SUBSCRIPTION_FEE,
    book_fee: g.random.chance(RATES.bookFee) ? BOOK_FEE : 0,
    ...resetBy(g, resetDay),
    created_by: g.random.pick(STAFF),
    created_at: g.random.instant(issue),
  });
}

function mediclaimPayment(g: Generation, member: GeneratedMember, issue: string, resetDay: string | null): void {
  const mode = g.random.pick(MEDICLAIM_PAYMENT_MODES);
  const byBank = mode === 'CHEQUE' || mode === 'NEFT' || mode === 'FUND TRANSFER';
  g.out.mediclaimPayments.push({
    member_id: member.id_number,
    receipt_no: '',
    issue_date: issue,
    expiry_date: mediclaimExpiry(issue),
    mode_of_payment: mode,
    // The renew screen prefills the reference with the member's age.
    reference_number: ageInYearsAndMonths(member.date_of_birth, issue),
    bank: byBank ? g.random.pick(BANKS) : '',
    branch: byBank ? lettersOnly(g.random.faker.location.city()) : '',
    amount: MEDICLAIM_FEES[member.family_group as FamilyGroup],
    group_name: g.random.pick(MEDICLAIM_GROUPS),
    ...resetBy(g, resetDay),
    created_by: g.random.pick(STAFF),
    created_at: g.random.instant(issue),
  });
}

function resetBy(
  g: Generation,
  day: string | null,
): { reset_at: string | null; reset_by: string | null; reset_reason: string | null } {
  // Resets happen first thing in the morning, before the day's new payment is taken.
  return day
    ? {
        reset_at: g.random.instant(day, 3),
        reset_by: g.random.pick(STAFF),
        reset_reason: 'Paid again for a new period',
      }
    : { reset_at: null, reset_by: null, reset_reason: null };
}
