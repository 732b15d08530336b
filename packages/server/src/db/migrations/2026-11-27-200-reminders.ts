import { type Kysely, type Migration, sql } from 'kysely';
import { withIdColumn } from './dialect';

/**
 * Reminders the trust sends: the schedule of each subscription kind, every run that queued them,
 * the outbox of everything sent (one row per reminder, its unique key keeping it from being sent
 * twice), the members' opt-outs, and the hits on the public opt-out link (its rate limit, kept in
 * the database so every server counts the same).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('reminder_schedules')
      .addColumn('kind', 'text', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('days', 'text', (c) => c.notNull())
      .addColumn('channels', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text')
      .execute();
    // Off until an admin switches it on; 30 and 7 days before the expiry, on the day, 15 days after.
    await sql`insert into reminder_schedules (kind, enabled, days, channels) values
      ('membership', 0, '[-30,-7,0,15]', '["email","whatsapp","sms"]'),
      ('mediclaim', 0, '[-30,-7,0,15]', '["email","whatsapp","sms"]')`.execute(db);

    await withIdColumn(db, db.schema.createTable('reminder_runs'), 'id')
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text')
      .addColumn('trigger', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('queued', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('run_by', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reminder_runs_started_at').on('reminder_runs').column('started_at').execute();

    await withIdColumn(db, db.schema.createTable('outbox'), 'id')
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text')
      .addColumn('expiry_date', 'text')
      .addColumn('day_offset', 'integer')
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('receipt_id', 'text')
      .addColumn('unique_key', 'text', (c) => c.notNull().unique())
      .addColumn('run_id', 'integer')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('provider_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('hand_sent_by', 'text')
      .execute();
    // The sender's claim: queued rows whose time has come.
    await db.schema.createIndex('outbox_state_next').on('outbox').columns(['state', 'next_attempt_at']).execute();
    // The Reminders screen's filters and the member overview.
    await db.schema.createIndex('outbox_member').on('outbox').columns(['member_id', 'created_at']).execute();
    await db.schema.createIndex('outbox_run').on('outbox').columns(['run_id', 'id']).execute();
    await db.schema.createIndex('outbox_created').on('outbox').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('outbox_provider').on('outbox').column('provider_id').execute();

    await db.schema
      .createTable('reminder_opt_outs')
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('set_by', 'text', (c) => c.notNull())
      .addColumn('set_at', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('reminder_opt_outs_pk', ['member_id', 'channel'])
      .execute();

    await db.schema
      .createTable('opt_out_link_hits')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('minute', 'text', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('opt_out_link_hits_pk', ['address', 'minute'])
      .execute();
  },
};
