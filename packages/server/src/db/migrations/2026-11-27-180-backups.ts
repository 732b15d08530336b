import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './dialect';

/**
 * Every backup the server took, kept in the database so that every server shows the same ones:
 * when, why, its file and size, whether its check passed and why not, what became of its copy off
 * the machine, and the last restore check an admin ran on it.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('backups'), 'id')
      .addColumn('taken_at', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('file', 'text')
      .addColumn('size_bytes', 'bigint')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('failure', 'text')
      .addColumn('copy_state', 'text')
      .addColumn('copy_failure', 'text')
      .addColumn('restore_checked_at', 'text')
      .addColumn('restore_check_failure', 'text')
      .execute();
    await db.schema.createIndex('backups_taken_at').on('backups').column('taken_at').execute();
  },
};
