import type { Kysely, Migration } from 'kysely';

/**
 * The check value of the data key (an HMAC of a constant under a key derived from it), one row: a
 * server started with another key sees it does not match and refuses to start, before it encrypts
 * anything under the wrong key. The server records it at its first start (db/data-key-check.ts),
 * since only it holds the key.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('data_key_check')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('check_value', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .execute();
  },
};
