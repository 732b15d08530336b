import type { Kysely, Migration } from 'kysely';
import { keepOnlyLiveMembersSearchable } from '../member-search';

/**
 * The member search's SQLite index holds the members on the register only, so a filtered list is
 * counted and paged from the index alone (see db/member-search.ts).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await keepOnlyLiveMembersSearchable(db);
  },
};
