import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import type { ReceiptEmailTable } from '../../db/schema';

export async function insertReceiptEmail(db: DbOrTrx, row: Insertable<ReceiptEmailTable>): Promise<void> {
  await db.insertInto('receipt_emails').values(row).execute();
}
