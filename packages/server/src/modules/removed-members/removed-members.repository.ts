import type { RemovedMemberRow, RemovedMembersQuery } from '@trust/contract/books';
import { sql } from 'kysely';
import { containsText, countAll, type DbOrTrx } from '../../db/connection';

const MONEY_TABLES = [
  'membership_payments',
  'mediclaim_payments',
  'misc_receipts',
  'gpa_records',
  'gpa_dependent_records',
] as const;

/** Receipts naming the member `m`, its dependents' included. */
const receiptCount = sql<number>`(${sql.join(
  MONEY_TABLES.map((table) => sql`(select count(*) from ${sql.table(table)} r where r.member_id = m.id_number)`),
  sql` + `,
)})`;

/** The removed members matching the search (ID or name contains it), most recently removed first. */
function removedMembers(db: DbOrTrx, search: string | undefined) {
  let query = db.selectFrom('members as m').where('m.archived_at', 'is not', null);
  if (search) {
    query = query.where(
      sql<boolean>`(${containsText('m.id_number', search)} or ${containsText('m.member_name', search)})`,
    );
  }
  return query;
}

export async function listRemovedMembers(
  db: DbOrTrx,
  query: RemovedMembersQuery,
): Promise<{ rows: RemovedMemberRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    removedMembers(db, query.search)
      .select([
        'm.id_number as ID_NUMBER',
        'm.member_name as MEMBER_NAME',
        'm.department as DEPARTMENT',
        'm.mobile as MOBILE',
        sql<number>`(select cast(count(*) as integer) from dependents d
          where d.member_id = m.id_number and d.archived_with_member = 1)`.as('DEPENDENT_COUNT'),
        sql<number>`cast(${receiptCount} as integer)`.as('RECEIPT_COUNT'),
        sql<string>`m.archived_at`.as('ARCHIVED_AT'),
        sql<string>`coalesce(m.archived_by, '')`.as('ARCHIVED_BY'),
        sql<string>`coalesce(m.archive_reason, '')`.as('ARCHIVE_REASON'),
      ])
      .orderBy('m.archived_at', 'desc')
      .orderBy('m.id_number')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    removedMembers(db, query.search).select(countAll.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      DEPENDENT_COUNT: Number(r.DEPENDENT_COUNT),
      RECEIPT_COUNT: Number(r.RECEIPT_COUNT),
    })),
    total: count.n,
  };
}
