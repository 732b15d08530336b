import type { Kysely, Migration } from 'kysely';

/** Columns for each member's row kept as JSON text by triggers; dropped again by 006. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Filled by triggers that the code of the time made after the migrations.
    for (const column of ['json_head', 'json_tail']) {
      await db.schema
        .alterTable('members')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await db.schema
      .createTable('derived_columns')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('definition', 'text', (c) => c.notNull())
      .execute();
  },
};
