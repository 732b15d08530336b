import type { Kysely, Migration } from 'kysely';
import { searchTable } from '../member-search';

/**
 * PostgreSQL filters the member list through a narrow search table of the register's members
 * instead of an index on members (see db/member-search.ts), as SQLite does through its FTS table,
 * which migration 099 changes.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await searchTable(db);
  },
};
