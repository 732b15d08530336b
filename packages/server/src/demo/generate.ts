import { base, en, en_IN, Faker } from '@faker-js/faker';
import { todayInIndia } from '@trust/contract/dates';
import { addDays, daysBetween, minDate, yearOf } from '../calendar';
import { generateMember } from './generate-members';
import { generatePayments } from './generate-payments';
import { generateGpaRecords, generateMiscReceipts } from './generate-records';
import { Random } from './random';
import { type GenerateOptions, type Generation, RATES, type TrustData } from './trust-data';

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

/**
 * Realistic synthetic data for the demo and the benchmark: members, their dependents within the
 * family group's limit, years of membership and mediclaim payments (with a few resets, and members
 * who stop renewing), miscellaneous receipts and GPAIS records. The same seed gives the same data.
 * Receipt numbers are given when the data is loaded (demo-data.service.ts), in the order recorded.
 */
export function generateTrustData(options: GenerateOptions): TrustData {
  const [all] = generateTrustChunks(options, options.members);
  if (!all) throw new RangeError('members must be at least 1');
  return all;
}

/**
 * The same data in chunks of `membersPerChunk` members, each with everything tied to them, so a
 * large trust is generated and loaded without holding it all in memory.
 */
export function* generateTrustChunks(options: GenerateOptions, membersPerChunk = 2_000): Generator<TrustData> {
  const today = options.today ?? todayInIndia();
  if (options.members < 1) throw new RangeError('members must be at least 1');
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed(options.seed ?? 2026);
  const g: Generation = {
    random: new Random(faker),
    today,
    firstYear: yearOf(today) - (options.years ?? 3) + 1,
    out: emptyChunk(),
  };
  // IDs run up from 1 with a few gaps (members who left).
  let id = 0;
  const registrationStart = '2005-01-01';
  const span = daysBetween(registrationStart, today);
  for (let i = 0; i < options.members; i++) {
    id += 1;
    if (g.random.chance(RATES.gapBetweenIds)) id += g.random.int(1, 3);
    // Registered in ID order, from 2005 until today.
    const registered = addDays(registrationStart, Math.floor(((i + faker.number.float()) * span) / options.members));
    const { member, dependents } = generateMember(g, String(id), minDate(registered, today));
    const paidYears = generatePayments(g, member);
    generateMiscReceipts(g, member);
    generateGpaRecords(g, member, dependents, paidYears);
    if ((i + 1) % membersPerChunk === 0 || i === options.members - 1) {
      yield g.out;
      g.out = emptyChunk();
    }
  }
}

function emptyChunk(): TrustData {
  return {
    members: [],
    dependents: [],
    membershipPayments: [],
    mediclaimPayments: [],
    miscReceipts: [],
    gpaRecords: [],
    gpaDependentRecords: [],
  };
}
