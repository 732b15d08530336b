import type { Kysely, Migration } from 'kysely';

/**
 * The Aadhaar vault's columns beside each member: the ciphertext and the keyed hash the search
 * compares (indexed). The numbers already stored are moved in by the server at its next start
 * (db/aadhaar-move.ts), which alone holds the key: this migration leaves the one-row
 * `aadhaar_vault_pending` table that asks it to, and the move drops the row.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('members').addColumn('aadhaar_cipher', 'text').execute();
    await db.schema.alterTable('members').addColumn('aadhaar_hash', 'text').execute();
    await db.schema.createIndex('members_aadhaar_hash').on('members').column('aadhaar_hash').execute();
    await db.schema
      .createTable('aadhaar_vault_pending')
      .addColumn('pending', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('aadhaar_vault_pending' as never)
      .values({ pending: 1 } as never)
      .execute();
  },
};
