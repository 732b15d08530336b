import { type Kysely, type Migration, sql } from 'kysely';
import { withIdColumn } from './dialect';

/** The receipts a void keeps: misc receipts and GPAIS records of members and of dependents. */
const VOIDABLE = ['misc_receipts', 'gpa_records', 'gpa_dependent_records'] as const;
const RESETTABLE = ['mediclaim_payments', 'membership_payments'] as const;

/**
 * Receipts are voided with a reason instead of deleted, and resets record why. Payments reset before
 * reasons were asked for get a reason that says so, so every RESET line of a report has one.
 * Each print of a receipt is recorded, so the first is the original and every later one a duplicate.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of VOIDABLE) {
      await db.schema
        .alterTable(table)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('PAID').check(sql`status in ('PAID', 'VOID')`))
        .execute();
      await db.schema.alterTable(table).addColumn('void_reason', 'text').execute();
      await db.schema.alterTable(table).addColumn('voided_by', 'text').execute();
      await db.schema.alterTable(table).addColumn('voided_at', 'text').execute();
    }
    for (const table of RESETTABLE) {
      await db.schema.alterTable(table).addColumn('reset_reason', 'text').execute();
      await sql`update ${sql.table(table)} set reset_reason = 'Reset before reasons were recorded'
        where reset_at is not null`.execute(db);
    }

    await withIdColumn(db, db.schema.createTable('receipt_prints'), 'id')
      .addColumn('receipt_no', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull().check(sql`document in ('RECEIPT', 'REGISTRATION')`))
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('printed_by', 'text', (c) => c.notNull())
      .addColumn('printed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('receipt_prints_receipt')
      .on('receipt_prints')
      .columns(['receipt_no', 'document'])
      .execute();
    await db.schema.createIndex('receipt_prints_member').on('receipt_prints').column('member_id').execute();
  },
};
