import { type Kysely, type Migration, sql } from 'kysely';
import { withIdColumn } from './dialect';

/** Every table that holds a receipt; a cheque on any of them can bounce. */
const RECEIPT_TABLES = [
  'mediclaim_payments',
  'membership_payments',
  'misc_receipts',
  'gpa_records',
  'gpa_dependent_records',
] as const;

/**
 * The cash book: a day closed with its expected and counted figures by mode (locked until an admin
 * reopens it), every close and reopen, deposit slips with the cheques they carry, and the bounce of a
 * cheque beside its receipt. The bounce columns are fate columns: the books guards (migration 011)
 * let them change and keep everything a receipt was recorded with.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cash_days')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN', 'CLOSED')`))
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('closed_by', 'text')
      .addColumn('closed_at', 'text')
      .execute();
    // The figures of the day's latest close, one row per mode; a new close replaces them.
    await db.schema
      .createTable('cash_day_counts')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('expected', 'integer', (c) => c.notNull())
      .addColumn('counted', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('cash_day_counts_pk', ['day', 'mode'])
      .execute();
    await withIdColumn(db, db.schema.createTable('cash_day_events'), 'id')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('CLOSE', 'REOPEN')`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('by_name', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cash_day_events_day').on('cash_day_events').columns(['day', 'id']).execute();

    await withIdColumn(db, db.schema.createTable('deposits'), 'id')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('deposit_date', 'text', (c) => c.notNull())
      .addColumn('bank', 'text', (c) => c.notNull())
      .addColumn('slip_number', 'text', (c) => c.notNull())
      .addColumn('cash', 'integer', (c) => c.notNull())
      .addColumn('deposited_by', 'text', (c) => c.notNull())
      .addColumn('deposited_at', 'text', (c) => c.notNull())
      .addColumn('credited_on', 'text')
      .addColumn('credited_by', 'text')
      .addColumn('credited_at', 'text')
      .execute();
    await db.schema.createIndex('deposits_day').on('deposits').column('day').execute();
    await db.schema.createIndex('deposits_slip').on('deposits').columns(['bank', 'slip_number']).unique().execute();
    await withIdColumn(db, db.schema.createTable('deposit_cheques'), 'id')
      .addColumn('deposit_id', 'integer', (c) => c.notNull())
      .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
      .addColumn('cheque_number', 'text', (c) => c.notNull())
      .addColumn('drawn_on', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('deposit_cheques_deposit').on('deposit_cheques').column('deposit_id').execute();

    for (const table of RECEIPT_TABLES) {
      await db.schema.alterTable(table).addColumn('bounce_date', 'text').execute();
      await db.schema.alterTable(table).addColumn('bounce_reason', 'text').execute();
      await db.schema.alterTable(table).addColumn('bounced_by', 'text').execute();
      await db.schema.alterTable(table).addColumn('bounced_at', 'text').execute();
      await db.schema.alterTable(table).addColumn('bounce_charge_receipt_no', 'text').execute();
      // The cash book lists the bounces recorded on a day, and the list of bounced cheques a range of them.
      await db.schema
        .createIndex(`${table}_bounce_date`)
        .on(table)
        .column('bounce_date')
        .where(sql.ref('bounce_date'), 'is not', null)
        .execute();
    }
  },
};
