import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect';

/**
 * Sign-in attempts, one row each, kept in the database so that every server process counts the
 * same ones and a restart forgets none: an account's failed passwords and codes (its key a keyed
 * hash of the email typed, never the text itself), and every attempt from a client address. Rows
 * older than the longest window are deleted.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('sign_in_attempts'), 'id')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sign_in_attempts_key_at').on('sign_in_attempts').columns(['key', 'at']).execute();
    await db.schema.createIndex('sign_in_attempts_at').on('sign_in_attempts').column('at').execute();
  },
};
