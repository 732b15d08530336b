import { dependentKey, type PaymentKind, paymentKey } from '@trust/contract/import';
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/connection';
import type { DependentTable, MediclaimPaymentTable, MembershipPaymentTable, MemberTable } from '../../db/schema';

/**
 * An import checks its rows against what is stored for the members they name, a batch of members at
 * a time: one indexed read per batch, never a read of a whole table (a register of 50,000 beside
 * 120,000 dependents and 290,000 payments), never a lookup per row.
 */

/** SQLite takes at most 32,766 parameters a statement (PostgreSQL 65,535); a batch stays under both. */
const MAX_PARAMETERS = 30_000;
/** Member IDs per read. */
const IDS_PER_READ = 1000;

function batchesOf<T extends object>(rows: readonly T[]): T[][] {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}

function idBatches(ids: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ) batches.push(ids.slice(i, i + IDS_PER_READ));
  return batches;
}

/**
 * The members among these IDs, each with its family group (which bounds its dependents), and apart
 * those removed (archived): their IDs are taken, but they take no dependents and no payments.
 */
export async function memberFamilyGroups(
  db: DbOrTrx,
  ids: readonly string[],
): Promise<{ groups: Map<string, string>; removed: Set<string> }> {
  const groups = new Map<string, string>();
  const removed = new Set<string>();
  for (const batch of idBatches(ids)) {
    const rows = await db
      .selectFrom('members')
      .select(['id_number', 'family_group', 'archived_at'])
      .where('id_number', 'in', batch)
      .execute();
    for (const r of rows) {
      if (r.archived_at === null) groups.set(r.id_number, r.family_group);
      else removed.add(r.id_number);
    }
  }
  return { groups, removed };
}

/** The key of every dependent of these members on their lists (removed ones are not), and how many each has. */
export async function dependentKeys(
  db: DbOrTrx,
  memberIds: readonly string[],
): Promise<{ keys: Set<string>; counts: Map<string, number> }> {
  const keys = new Set<string>();
  const counts = new Map<string, number>();
  for (const batch of idBatches(memberIds)) {
    const rows = await db
      .selectFrom('dependents')
      .select(['member_id', 'dependent_name', 'dob'])
      .where('member_id', 'in', batch)
      .where('archived_at', 'is', null)
      .execute();
    for (const r of rows) {
      keys.add(dependentKey(r.member_id, r.dependent_name, r.dob));
      counts.set(r.member_id, (counts.get(r.member_id) ?? 0) + 1);
    }
  }
  return { keys, counts };
}

/** The key of every stored payment of these members, both subscriptions, reset and bounced ones included: each is a record already kept. */
export async function paymentKeys(db: DbOrTrx, memberIds: readonly string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const batch of idBatches(memberIds)) {
    for (const [kind, table] of [
      ['MEMBERSHIP', 'membership_payments'],
      ['MEDICLAIM', 'mediclaim_payments'],
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select(['member_id', 'issue_date', 'amount'])
        .where('member_id', 'in', batch)
        .execute();
      for (const r of rows) keys.add(paymentKey(kind as PaymentKind, r.member_id, r.issue_date, r.amount));
    }
  }
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
