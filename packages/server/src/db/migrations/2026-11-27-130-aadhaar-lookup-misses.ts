import type { Kysely, Migration } from 'kysely';

/**
 * Aadhaar numbers that found nobody, counted per account and India's day, so guessing numbers
 * through the lookups stops after a few (modules/aadhaar-lookups). A day's row is what a lookup
 * locks while it counts, so two requests at once cannot both slip under the limit; the misses are
 * kept by keyed hash (never the number), each counted once however often it is tried.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('aadhaar_lookup_days')
      .addColumn('admin_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('misses', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('aadhaar_lookup_days_pk', ['admin_id', 'day'])
      .execute();
    await db.schema
      .createTable('aadhaar_lookup_misses')
      .addColumn('admin_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('aadhaar_lookup_misses_pk', ['admin_id', 'day', 'hash'])
      .execute();
  },
};
