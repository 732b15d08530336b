import type { Kysely, Migration } from 'kysely';
import { indexSearchedText } from '../member-search';

/**
 * PostgreSQL finds the member list's filter through one trigram index on a member's searched text
 * instead of one per column (see db/member-search.ts). SQLite's search table is unchanged.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await indexSearchedText(db);
  },
};
