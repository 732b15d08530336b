import { dependentKey, type PaymentKind, paymentKey } from '@trust/contract/import';
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import type { DependentTable, MediclaimPaymentTable, MembershipPaymentTable, MemberTable } from '../../db/schema';

/**
 * An import checks every row against what is stored by reading each table's keys once, not one
 * lookup per row: for a register of tens of thousands it is one indexed read against as many
 * round trips.
 */

/** SQLite takes at most 32,766 parameters a statement (PostgreSQL 65,535); a batch stays under both. */
const MAX_PARAMETERS = 30_000;

function batchesOf<T extends object>(rows: readonly T[]): T[][] {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}

/** Every member's ID with its family group (which bounds its dependents). */
export async function memberFamilyGroups(db: DbOrTrx): Promise<Map<string, string>> {
  const rows = await db.selectFrom('members').select(['id_number', 'family_group']).execute();
  return new Map(rows.map((r) => [r.id_number, r.family_group]));
}

/** The key of every stored dependent, and how many each member has. */
export async function dependentKeys(db: DbOrTrx): Promise<{ keys: Set<string>; counts: Map<string, number> }> {
  const rows = await db.selectFrom('dependents').select(['member_id', 'dependent_name', 'dob']).execute();
  const keys = new Set<string>();
  const counts = new Map<string, number>();
  for (const r of rows) {
    keys.add(dependentKey(r.member_id, r.dependent_name, r.dob));
    counts.set(r.member_id, (counts.get(r.member_id) ?? 0) + 1);
  }
  return { keys, counts };
}

/** The key of every stored payment of both subscriptions, reset ones included: they were paid too. */
export async function paymentKeys(db: DbOrTrx): Promise<Set<string>> {
  const keys = new Set<string>();
  const add = (kind: PaymentKind, rows: { member_id: string; issue_date: string; amount: number }[]) => {
    for (const r of rows) keys.add(paymentKey(kind, r.member_id, r.issue_date, r.amount));
  };
  add('MEMBERSHIP', await db.selectFrom('membership_payments').select(['member_id', 'issue_date', 'amount']).execute());
  add('MEDICLAIM', await db.selectFrom('mediclaim_payments').select(['member_id', 'issue_date', 'amount']).execute());
  return keys;
}

export async function insertMembers(trx: Trx, rows: readonly Insertable<MemberTable>[]): Promise<void> {
  for (const batch of batchesOf(rows)) await trx.insertInto('members').values(batch).execute();
}

/** The stored rows, each with its new NO. */
export async function insertDependents(
  trx: Trx,
  rows: readonly Omit<Insertable<DependentTable>, 'no'>[],
): Promise<Selectable<DependentTable>[]> {
  const stored: Selectable<DependentTable>[] = [];
  for (const batch of batchesOf(rows)) {
    stored.push(...(await trx.insertInto('dependents').values(batch).returningAll().execute()));
  }
  return stored;
}

export async function insertMembershipPayments(
  trx: Trx,
  rows: readonly Omit<Insertable<MembershipPaymentTable>, 'id'>[],
): Promise<Selectable<MembershipPaymentTable>[]> {
  const stored: Selectable<MembershipPaymentTable>[] = [];
  for (const batch of batchesOf(rows)) {
    stored.push(...(await trx.insertInto('membership_payments').values(batch).returningAll().execute()));
  }
  return stored;
}

export async function insertMediclaimPayments(
  trx: Trx,
  rows: readonly Omit<Insertable<MediclaimPaymentTable>, 'id'>[],
): Promise<Selectable<MediclaimPaymentTable>[]> {
  const stored: Selectable<MediclaimPaymentTable>[] = [];
  for (const batch of batchesOf(rows)) {
    stored.push(...(await trx.insertInto('mediclaim_payments').values(batch).returningAll().execute()));
  }
  return stored;
}
