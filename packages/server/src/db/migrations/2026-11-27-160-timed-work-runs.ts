import type { Kysely, Migration } from 'kysely';

/**
 * The times of day at which timed work (backups, reminders) fell due and one server took it on:
 * the key lets only the first server that records a due time run it, however many share the database.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('timed_work_runs')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('timed_work_runs_pk', ['name', 'due_at'])
      .execute();
  },
};
