import type { Kysely, Migration } from 'kysely';
import { createMemberSearchIndexes } from '../member-search';

/** The member list's order and its name, ID, ticket and mobile filter, read from indexes. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The member list pages in name order: with the ID in the index, a page is read from it in
    // order instead of sorting every member first.
    await db.schema.createIndex('members_name_id').on('members').columns(['member_name', 'id_number']).execute();
    await db.schema.dropIndex('members_name').execute();
    await createMemberSearchIndexes(db);
  },
};
