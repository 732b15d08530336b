import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A member or dependent with money records is archived instead of erased: the row and its key stay,
 * so every receipt keeps its member, and the archive columns say who removed it, when and why. A
 * dependent archived with its member comes back when the member is restored; one archived on its own
 * does not.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['members', 'dependents']) {
      await db.schema.alterTable(table).addColumn('archived_at', 'text').execute();
      await db.schema.alterTable(table).addColumn('archived_by', 'text').execute();
      await db.schema.alterTable(table).addColumn('archive_reason', 'text').execute();
    }
    await db.schema
      .alterTable('dependents')
      .addColumn('archived_with_member', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`archived_with_member in (0, 1)`),
      )
      .execute();
    // The member list pages the members still on the register in name order: a partial index keeps
    // that a read of the index alone, however many members were removed.
    await db.schema
      .createIndex('members_live_name_id')
      .on('members')
      .columns(['member_name', 'id_number'])
      .where(sql.ref('archived_at'), 'is', null)
      .execute();
    await db.schema.dropIndex('members_name_id').execute();
    // Removed Members lists the archived ones, newest removal first.
    await db.schema
      .createIndex('members_archived')
      .on('members')
      .column('archived_at')
      .where(sql.ref('archived_at'), 'is not', null)
      .execute();
  },
};
