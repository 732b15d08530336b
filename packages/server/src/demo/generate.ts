import { base, en, en_IN, Faker } from '@faker-js/faker';
import { todayInIndia } from '@trust/contract/dates';
import { addDays, daysBetween, minDate, yearOf } from '../calendar';
import { generateMember } from './generate-members';
import { generatePayments } from './generate-payments';
import { generateGpaRecords, generateMiscReceipts } from './generate-records';
import { Random } from './random';
import { numberReceipts } from './receipt-numbers';
import { type GenerateOptions, type Generation, MAX_MEMBER_ID, RATES, type TrustData } from './trust-data';

export type {
  GeneratedDependent,
  GeneratedGpaDependentRecord,
  GeneratedGpaRecord,
  GeneratedMediclaimPayment,
  GeneratedMember,
  GeneratedMembershipPayment,
  GeneratedMiscReceipt,
  GenerateOptions,
  TrustData,
} from './trust-data';
export { MAX_MEMBER_ID } from './trust-data';

/**
 * Realistic synthetic data for the demo and the benchmark: members, their dependents within the
 * family group's limit, three years of membership and mediclaim payments (with a few resets),
 * miscellaneous receipts and GPAIS records, numbered as the server numbers receipts. The same seed
 * gives the same data.
 */
export function generateTrustData(options: GenerateOptions): TrustData {
  const today = options.today ?? todayInIndia();
  if (options.members < 1 || options.members > MAX_MEMBER_ID) {
    throw new RangeError(`members must be 1 to ${MAX_MEMBER_ID}`);
  }
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed(options.seed ?? 2026);
  const g: Generation = {
    random: new Random(faker),
    today,
    firstYear: yearOf(today) - (options.years ?? 3) + 1,
    out: {
      members: [],
      dependents: [],
      membershipPayments: [],
      mediclaimPayments: [],
      miscReceipts: [],
      gpaRecords: [],
      gpaDependentRecords: [],
    },
  };
  // IDs run up from 1 with a few gaps (members who left), and never pass MAX_MEMBER_ID.
  let spareIds = MAX_MEMBER_ID - options.members;
  let id = 0;
  const registrationStart = '2005-01-01';
  const span = daysBetween(registrationStart, today);
  for (let i = 0; i < options.members; i++) {
    id += 1;
    if (spareIds > 0 && g.random.chance(RATES.gapBetweenIds)) {
      const gap = Math.min(spareIds, g.random.int(1, 3));
      id += gap;
      spareIds -= gap;
    }
    // Registered in ID order, from 2005 until today.
    const registered = addDays(registrationStart, Math.floor(((i + faker.number.float()) * span) / options.members));
    const { member, dependents } = generateMember(g, String(id), minDate(registered, today));
    generatePayments(g, member);
    generateMiscReceipts(g, member);
    generateGpaRecords(g, member, dependents);
  }
  return { ...g.out, receiptSequences: numberReceipts(g.out) };
}
