import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { countAll, type Db, dialectOf, inTransaction, type Trx } from '../db/connection';
import type { Database } from '../db/schema';
import { recordAudit } from '../modules/audit/audit.repository';
import type { TrustData } from './generate';

/**
 * Bound parameters per statement, under SQLite's limit of 32,766 (PostgreSQL allows 65,535), so a
 * batch of members (30 columns) carries about a thousand rows.
 */
const MAX_PARAMETERS = 30_000;

export interface LoadCounts {
  members: number;
  dependents: number;
  membershipPayments: number;
  mediclaimPayments: number;
  miscReceipts: number;
  gpaRecords: number;
  gpaDependentRecords: number;
}

export async function countMembers(db: Db): Promise<number> {
  const row = await db.selectFrom('members').select(countAll.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Writes generated data into a migrated database in one transaction, with multi-row inserts.
 * With `replace`, the members already there (with everything tied to them) and the receipt
 * counters are removed first, in the same transaction.
 */
export async function loadTrustData(db: Db, data: TrustData, options: { replace?: boolean } = {}): Promise<LoadCounts> {
  const counts: LoadCounts = {
    members: data.members.length,
    dependents: data.dependents.length,
    membershipPayments: data.membershipPayments.length,
    mediclaimPayments: data.mediclaimPayments.length,
    miscReceipts: data.miscReceipts.length,
    gpaRecords: data.gpaRecords.length,
    gpaDependentRecords: data.gpaDependentRecords.length,
  };
  await inTransaction(db, async (trx) => {
    if (options.replace) {
      // The foreign keys cascade from members to dependents, payments, receipts and GPAIS records.
      await trx.deleteFrom('members').execute();
      await trx.deleteFrom('receipt_sequences').execute();
    }
    await insertRows(trx, 'members', data.members);
    await insertRows(trx, 'dependents', data.dependents);
    await insertRows(trx, 'membership_payments', data.membershipPayments);
    await insertRows(trx, 'mediclaim_payments', data.mediclaimPayments);
    await insertRows(trx, 'misc_receipts', data.miscReceipts);
    await insertRows(trx, 'gpa_records', data.gpaRecords);
    const dependentNos = await dependentNumbersByMember(trx);
    await insertRows(
      trx,
      'gpa_dependent_records',
      data.gpaDependentRecords.map(({ dependent_ordinal, ...record }) => {
        const no = dependentNos.get(record.member_id)?.[dependent_ordinal];
        if (no === undefined) throw new Error(`Member ${record.member_id} has no dependent ${dependent_ordinal}`);
        return { ...record, dependent_id: no };
      }),
    );
    await insertRows(trx, 'receipt_sequences', data.receiptSequences);
    await recordAudit(trx, {
      actor: 'system',
      action: 'LOAD_GENERATED_DATA',
      entity: 'database',
      entityId: 'generated',
      after: counts,
    });
  });
  // Fresh statistics (and on PostgreSQL the visibility map, for index-only scans), as a database in
  // use for years would have from autovacuum, so the query plans are the ones it would get.
  await sql.raw(dialectOf(db) === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  return counts;
}

async function insertRows<T extends keyof Database>(trx: Trx, table: T, rows: Insertable<Database[T]>[]) {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot check `values` against a table chosen by a type parameter; the rows are typed above.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** Each member's dependent NOs in the order they were inserted. */
async function dependentNumbersByMember(trx: Trx): Promise<Map<string, number[]>> {
  const rows = await trx.selectFrom('dependents').select(['no', 'member_id']).orderBy('no').execute();
  const byMember = new Map<string, number[]>();
  for (const row of rows) {
    const list = byMember.get(row.member_id);
    if (list) list.push(row.no);
    else byMember.set(row.member_id, [row.no]);
  }
  return byMember;
}
