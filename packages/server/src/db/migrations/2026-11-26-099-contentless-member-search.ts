import type { Kysely, Migration } from 'kysely';
import { searchWithoutContent } from '../member-search';

/**
 * SQLite's FTS table keeps no copy of the text it indexes, and the filter takes the members' names
 * from members_search_rows (see db/member-search.ts). PostgreSQL's search table is unchanged.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await searchWithoutContent(db);
  },
};
