import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect';

/**
 * The checks of receipts on the public verification page, one row each (the client address and the
 * instant), kept in the database so that every server process counts the same checks against an
 * address's limit. Rows older than the limit's window are deleted.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('receipt_checks'), 'id')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('receipt_checks_address_at').on('receipt_checks').columns(['address', 'at']).execute();
    await db.schema.createIndex('receipt_checks_at').on('receipt_checks').column('at').execute();
  },
};
