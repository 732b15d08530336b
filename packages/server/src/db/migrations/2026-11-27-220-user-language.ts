import type { Kysely, Migration } from 'kysely';

/** The language each account sees the app in: 'en' (English, SPEC's texts) or 'hi' (Hindi). */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('admins')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  },
};
