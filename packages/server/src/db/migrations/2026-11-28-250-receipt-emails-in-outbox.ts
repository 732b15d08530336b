import { type Kysely, type Migration, sql } from 'kysely';

/**
 * E-mailed receipts go through the outbox, as reminders do, so they are retried and logged alike.
 * The outbox keeps who asked for a message (a receipt e-mailed from its print screen), and the
 * receipts e-mailed so far move into it, each a receipt row of its own, with its state, the mail
 * server's reason or Message-ID, and who sent it.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('requested_by', 'text').execute();
    await sql`insert into outbox (purpose, member_id, kind, channel, receipt_id, unique_key, state, reason,
        attempts, provider_id, created_at, sent_at, requested_by)
      select 'receipt', member_id, kind, 'email', receipt_no, 'receipt-email|' || id, state, reason,
        1, provider_id, sent_at, case when state = 'sent' then sent_at end, sent_by
      from receipt_emails order by id`.execute(db);
    await db.schema.dropTable('receipt_emails').execute();
  },
};
