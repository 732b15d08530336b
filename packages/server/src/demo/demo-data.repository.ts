import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { countAll, type Db, type DbOrTrx, dialectOf, type Trx } from '../db/connection';
import type { Database } from '../db/schema';

/** The writes of generated data: multi-row inserts straight into the tables, for a load in one transaction. */

/**
 * Bound parameters per statement, under SQLite's limit of 32,766 (PostgreSQL allows 65,535), so a
 * batch of members (30 columns) carries about a thousand rows.
 */
const MAX_PARAMETERS = 30_000;

export async function countMembers(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('members').select(countAll.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export async function insertRows<T extends keyof Database>(trx: Trx, table: T, rows: Insertable<Database[T]>[]) {
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
export async function dependentNumbersByMember(trx: Trx): Promise<Map<string, number[]>> {
  const rows = await trx.selectFrom('dependents').select(['no', 'member_id']).orderBy('no').execute();
  const byMember = new Map<string, number[]>();
  for (const row of rows) {
    const list = byMember.get(row.member_id);
    if (list) list.push(row.no);
    else byMember.set(row.member_id, [row.no]);
  }
  return byMember;
}

/**
 * Fresh statistics (and on PostgreSQL the visibility map, for index-only scans), as a database in use
 * for years would have from autovacuum, so the query plans are the ones it would get.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await sql.raw(dialectOf(db) === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
}
