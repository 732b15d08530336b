import { RECEIPT_TYPES, type ReceiptType } from '@trust/contract/receipt';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { countAll, type DbOrTrx, dialectOf, type Trx } from '../db/connection';
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
export async function dependentNumbersByMember(trx: Trx, memberIds: string[]): Promise<Map<string, number[]>> {
  const byMember = new Map<string, number[]>();
  for (let i = 0; i < memberIds.length; i += 1000) {
    const rows = await trx
      .selectFrom('dependents')
      .select(['no', 'member_id'])
      .where('member_id', 'in', memberIds.slice(i, i + 1000))
      .orderBy('no')
      .execute();
    for (const row of rows) {
      const list = byMember.get(row.member_id);
      if (list) list.push(row.no);
      else byMember.set(row.member_id, [row.no]);
    }
  }
  return byMember;
}

/** What a generated receipt is numbered until numberReceiptsInOrder gives it its real number. */
export const PENDING_RECEIPT = 'PENDING/';

const RECEIPT_TABLES: [ReceiptType, 'membership_payments' | 'mediclaim_payments', 'issue_date'][] = [
  [RECEIPT_TYPES.membership, 'membership_payments', 'issue_date'],
  [RECEIPT_TYPES.mediclaim, 'mediclaim_payments', 'issue_date'],
];
const DATED_RECEIPT_TABLES: [ReceiptType, 'misc_receipts' | 'gpa_records' | 'gpa_dependent_records', 'date'][] = [
  [RECEIPT_TYPES.misc, 'misc_receipts', 'date'],
  [RECEIPT_TYPES.gpa, 'gpa_records', 'date'],
  [RECEIPT_TYPES.gpaDependent, 'gpa_dependent_records', 'date'],
];

/**
 * Numbers the pending receipts as the server would have (receiptNumber of @trust/contract/receipt:
 * type, financial year from April, five digits at least), in the order they were recorded, and
 * records the last number of each type and financial year so new payments continue the sequence.
 * In SQL, so that half a million members' receipts need not be held in memory to be sorted.
 */
export async function numberReceiptsInOrder(trx: Trx): Promise<void> {
  const postgres = dialectOf(trx) === 'postgres';
  for (const [type, table, dateColumn] of [...RECEIPT_TABLES, ...DATED_RECEIPT_TABLES]) {
    const date = sql.ref(dateColumn);
    const start = sql`(cast(substr(${date}, 1, 4) as integer) - case when substr(${date}, 6, 2) < '04' then 1 else 0 end)`;
    const year = postgres
      ? sql`${start} || '-' || lpad(((${start} + 1) % 100)::text, 2, '0')`
      : sql`${start} || '-' || printf('%02d', (${start} + 1) % 100)`;
    const n = sql`row_number() over (partition by fy order by created_at, id)`;
    const padded = postgres ? sql`lpad(${n}::text, greatest(5, length(${n}::text)), '0')` : sql`printf('%05d', ${n})`;
    const pending = sql`select id, created_at, ${year} as fy from ${sql.table(table)} where receipt_no like ${`${PENDING_RECEIPT}%`}`;
    const kind = sql`cast(${type} as text)`;
    await sql`
      insert into receipt_sequences (receipt_type, financial_year, last_number)
      select ${kind}, fy, count(*) from (${pending}) as p group by fy`.execute(trx);
    await sql`
      update ${sql.table(table)} set receipt_no = numbered.receipt_no
      from (select id, ${kind} || '/' || fy || '/' || ${padded} as receipt_no from (${pending}) as p) as numbered
      where ${sql.table(table)}.id = numbered.id`.execute(trx);
  }
}
