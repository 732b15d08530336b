import { type Kysely, type Migration, sql } from 'kysely';
import { withIdColumn } from './dialect';

/**
 * A bulk renewal from a payroll list is one batch: who confirmed it, when, and the receipt of each
 * line, so the batch can be printed again and downloaded as what was done.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('renewal_batches'), 'id')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('MEMBERSHIP', 'MEDICLAIM')`))
      .addColumn('issue_date', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('renewal_batch_receipts')
      .addColumn('batch_id', 'integer', (c) => c.notNull())
      .addColumn('line', 'integer', (c) => c.notNull())
      .addColumn('receipt_no', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('renewal_batch_receipts_pk', ['batch_id', 'line'])
      .execute();
  },
};
