import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import type { OutboxTable } from '../../db/schema';

/** The member's e-mail on record, blank when none; undefined for a member not on the register. */
export async function memberEmail(db: DbOrTrx, memberId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('members')
    .select('email')
    .where('id_number', '=', memberId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row ? (row.email ?? '').trim() : undefined;
}

/** Inserts the row unless the outbox holds its key already; answers its id, or null when it was there. */
export async function insertReceiptRow(db: DbOrTrx, row: Insertable<OutboxTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('outbox')
    .values(row)
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The member's e-mailed receipts, newest first. */
export async function receiptRowsOf(db: DbOrTrx, memberId: string, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'kind', 'receipt_id', 'state', 'reason', 'attempts', 'created_at', 'sent_at', 'requested_by'])
    .where('member_id', '=', memberId)
    .where('purpose', '=', 'receipt')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
