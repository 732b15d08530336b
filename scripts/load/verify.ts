import { maxDependents } from '../../packages/contract/src/member';
import type { Db } from '../../packages/server/src/db/connection';
import type { Acknowledged } from './staff';

/** What the database must hold after the run, read straight from it once the server has stopped. */

const CHUNK = 500;

/** Acknowledged writes (201) that the database does not hold. */
export async function lostWrites(db: Db, acknowledged: Acknowledged[]): Promise<string[]> {
  const lost: string[] = [];
  const byKind = (kind: Acknowledged['kind']) => acknowledged.filter((a) => a.kind === kind);
  for (const [kind, table] of [
    ['membership', 'membership_payments'],
    ['mediclaim', 'mediclaim_payments'],
  ] as const) {
    const wanted = byKind(kind);
    const found = new Map<number, { member_id: string; receipt_no: string }>();
    for (let i = 0; i < wanted.length; i += CHUNK) {
      const ids = wanted.slice(i, i + CHUNK).map((a) => a.id);
      const rows = await db
        .selectFrom(table)
        .select(['id', 'member_id', 'receipt_no'])
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) found.set(row.id, row);
    }
    for (const a of wanted) {
      const row = found.get(a.id);
      if (!row || row.member_id !== a.memberId || row.receipt_no !== a.receiptNo) {
        lost.push(`${kind} payment ${a.id} (${a.receiptNo}) of member ${a.memberId}`);
      }
    }
  }
  const dependents = byKind('dependent');
  const stored = new Map<number, string>();
  for (let i = 0; i < dependents.length; i += CHUNK) {
    const nos = dependents.slice(i, i + CHUNK).map((a) => a.id);
    const rows = await db.selectFrom('dependents').select(['no', 'member_id']).where('no', 'in', nos).execute();
    for (const row of rows) stored.set(row.no, row.member_id);
  }
  for (const a of dependents) {
    if (stored.get(a.id) !== a.memberId) lost.push(`dependent ${a.id} of member ${a.memberId}`);
  }
  return lost;
}

/**
 * The rules concurrency could break: receipt numbers unique and gapless per type and financial
 * year, each counter at its last number, and no family over its dependent limit.
 */
export async function brokenRules(db: Db): Promise<string[]> {
  const broken: string[] = [];
  const numbers: string[] = [];
  for (const table of [
    'membership_payments',
    'mediclaim_payments',
    'misc_receipts',
    'gpa_records',
    'gpa_dependent_records',
  ] as const) {
    const rows = await db.selectFrom(table).select('receipt_no').execute();
    numbers.push(...rows.map((r) => r.receipt_no));
  }
  if (new Set(numbers).size !== numbers.length) broken.push('a receipt number was given twice');
  const highest = new Map<string, { count: number; max: number }>();
  for (const n of numbers) {
    const [type, year, sequence] = n.split('/');
    const key = `${type}/${year}`;
    const seen = highest.get(key) ?? { count: 0, max: 0 };
    highest.set(key, { count: seen.count + 1, max: Math.max(seen.max, Number(sequence)) });
  }
  const counters = await db.selectFrom('receipt_sequences').selectAll().execute();
  for (const c of counters) {
    const seen = highest.get(`${c.receipt_type}/${c.financial_year}`) ?? { count: 0, max: 0 };
    if (seen.count !== c.last_number || seen.max !== c.last_number) {
      broken.push(
        `${c.receipt_type}/${c.financial_year}: counter at ${c.last_number}, ${seen.count} receipts up to ${seen.max}`,
      );
    }
  }
  const families = await db
    .selectFrom('members as m')
    .innerJoin('dependents as d', 'd.member_id', 'm.id_number')
    .select(['m.id_number', 'm.family_group', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['m.id_number', 'm.family_group'])
    .execute();
  for (const f of families) {
    if (Number(f.n) > maxDependents(f.family_group)) {
      broken.push(`member ${f.id_number} has ${f.n} dependents, over the limit of ${f.family_group}`);
    }
  }
  return broken;
}
