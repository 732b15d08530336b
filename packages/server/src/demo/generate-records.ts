import { GPA_PAYMENT_MODES, MISC_PAYMENT_MODES } from '@trust/contract/enums';
import { addDays, daysBetween, maxDate, minDate } from '../calendar';
import { lettersOnly } from './random';
import {
  BOOK_FEE,
  type GeneratedMember,
  type GeneratedMiscReceipt,
  type Generation,
  RATES,
  STAFF,
  SUBSCRIPTION_FEE,
} from './trust-data';

/** A member's miscellaneous receipts and GPAIS records, for the member and now and then a dependent. */

export function generateMiscReceipts(g: Generation, member: GeneratedMember): void {
  const from = maxDate(`${g.firstYear}-01-01`, member.registration_date);
  const count = g.random.chance(RATES.miscReceipt) ? (g.random.chance(0.25) ? 2 : 1) : 0;
  for (let i = 0; i < count; i++) {
    const date = addDays(from, g.random.int(0, daysBetween(from, g.today)));
    const mode = g.random.pick(MISC_PAYMENT_MODES);
    const paysSubscription = g.random.chance(0.4);
    const receipt: GeneratedMiscReceipt = {
      member_id: member.id_number,
      receipt_no: '',
      date,
      mode_of_payment: mode,
      reissue_book: g.random.chance(0.3) ? BOOK_FEE : 0,
      membership_period: paysSubscription ? date.slice(0, 4) : '',
      subscription_amount: paysSubscription ? SUBSCRIPTION_FEE : 0,
      bank_charges: mode === 'CHEQUE' && g.random.chance(0.5) ? 10 : null,
      fine: g.random.chance(0.2) ? g.random.pick([50, 100]) : 0,
      misc: g.random.chance(0.3) ? g.random.int(1, 50) * 10 : 0,
      created_by: g.random.pick(STAFF),
      created_at: g.random.instant(date),
    };
    if (receipt.reissue_book + receipt.subscription_amount + receipt.fine + receipt.misc === 0) receipt.misc = 100;
    g.out.miscReceipts.push(receipt);
  }
}

/**
 * GPAIS cover is bought from 22 May, in a year the membership is paid, for the member and now and
 * then for one dependent.
 */
export function generateGpaRecords(
  g: Generation,
  member: GeneratedMember,
  dependents: number,
  paidYears: ReadonlySet<number>,
): void {
  for (const year of paidYears) {
    const from = maxDate(`${year}-05-22`, member.registration_date);
    const to = minDate(`${year}-07-31`, g.today);
    if (from > to) continue;
    if (g.random.chance(RATES.gpaRecord)) {
      const date = addDays(from, g.random.int(0, daysBetween(from, to)));
      g.out.gpaRecords.push({
        member_id: member.id_number,
        receipt_no: '',
        date,
        nominee_name: member.nominee_name,
        nominee_relation: member.nominee_relation,
        nominee_dob: member.nominee_dob,
        nominee_guardian: member.nominee_guardian,
        ...gpaCover(g),
        created_by: g.random.pick(STAFF),
        created_at: g.random.instant(date),
      });
    }
    if (dependents > 0 && g.random.chance(RATES.gpaDependentRecord)) {
      const date = addDays(from, g.random.int(0, daysBetween(from, to)));
      g.out.gpaDependentRecords.push({
        member_id: member.id_number,
        dependent_ordinal: g.random.int(0, dependents - 1),
        receipt_no: '',
        date,
        // A dependent's cover names the member as nominee.
        nominee_name: lettersOnly(member.member_name),
        nominee_relation: 'MEMBER',
        nominee_dob: member.date_of_birth,
        nominee_guardian: '',
        ...gpaCover(g),
        created_by: g.random.pick(STAFF),
        created_at: g.random.instant(date),
      });
    }
  }
}

function gpaCover(g: Generation) {
  const sum = g.random.pick([100_000, 200_000, 500_000]);
  // risk_group carries the payment mode, as the GPAIS forms store it.
  return { risk_group: g.random.pick(GPA_PAYMENT_MODES), sa_amount: sum, premium_amount: (sum / 1000) * 12 };
}
