import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect';

/**
 * Every receipt e-mailed to a member: which receipt, to which address, by whom, and what the mail
 * server answered. Kept as the log of receipts sent, never changed.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('receipt_emails'), 'id')
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('receipt_no', 'text', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('provider_id', 'text')
      .addColumn('sent_by', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('receipt_emails_member')
      .on('receipt_emails')
      .columns(['member_id', 'sent_at'])
      .execute();
  },
};
