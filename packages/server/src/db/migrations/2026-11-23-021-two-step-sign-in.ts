import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect';

/**
 * Two-step sign-in: an account's authenticator secret (confirmed once a code from the app matched),
 * its single-use recovery codes (hashed), and the trust's sign-in rules set by an admin.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('two_step_secrets')
      .addColumn('admin_id', 'integer', (c) => c.primaryKey().references('admins.id').onDelete('cascade'))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      // The time step of the last code accepted, so no code signs in twice.
      .addColumn('last_step', 'integer')
      .execute();

    await withIdColumn(db, db.schema.createTable('recovery_codes'), 'id')
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('recovery_codes_admin').on('recovery_codes').column('admin_id').execute();

    await db.schema
      .createTable('sign_in_rules')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
