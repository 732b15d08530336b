import type { Kysely, Migration } from 'kysely';

/** Covering indexes for the reports' joins of payments to members and dependents. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Reports and the collection list join each payment to its member's name and department;
    // this index answers that from itself instead of reading the member's whole row each time.
    await db.schema
      .createIndex('members_id_name_department')
      .on('members')
      .columns(['id_number', 'member_name', 'department'])
      .execute();
    // The mediclaim report lists each payer's dependents; with what it shows in the index, a year's
    // tens of thousands of lookups read no dependent's row. It serves every lookup by member too.
    await db.schema
      .createIndex('dependents_member_report')
      .on('dependents')
      .columns(['member_id', 'no', 'dependent_name', 'dob', 'sex', 'relation'])
      .execute();
    await db.schema.dropIndex('dependents_member').execute();
  },
};
