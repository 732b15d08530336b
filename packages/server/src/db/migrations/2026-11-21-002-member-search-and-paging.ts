import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf, trigramSchema } from './dialect';

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

/** The columns the member list's filter looks in, ignoring case. */
const SEARCHED_COLUMNS = ['member_name', 'id_number', 'ticket_number', 'mobile'] as const;

/**
 * A `like '%text%'` reads every member, so each database gets an index that finds substrings: a
 * trigram index per column on PostgreSQL (one from migration 095), an FTS5 trigram table on SQLite.
 */
async function createMemberSearchIndexes(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const trgm = await trigramSchema(db);
    for (const column of SEARCHED_COLUMNS) {
      await sql`create index ${sql.id(`members_${column}_trgm`)} on members
        using gin (lower(${sql.ref(column)}) ${sql.id(trgm, 'gin_trgm_ops')})`.execute(db);
    }
    return;
  }
  // The FTS table is keyed by an integer of its own, kept beside the member's ID in
  // members_search_rows: members' rowid would do, but a VACUUM may renumber it on a table whose key
  // is text. Triggers keep both in step with every write to members.
  await sql`create table members_search_rows (row integer primary key, id_number text not null unique)`.execute(db);
  await sql`create virtual table members_search using fts5(
    member_name, id_number, ticket_number, mobile, tokenize = 'trigram'
  )`.execute(db);
  await sql`insert into members_search_rows (id_number) select id_number from members`.execute(db);
  await sql`insert into members_search (rowid, member_name, id_number, ticket_number, mobile)
    select r.row, m.member_name, m.id_number, m.ticket_number, m.mobile
    from members m join members_search_rows r on r.id_number = m.id_number`.execute(db);
  const insertRow = sql`
    insert into members_search_rows (id_number) values (new.id_number);
    insert into members_search (rowid, member_name, id_number, ticket_number, mobile)
    values ((select row from members_search_rows where id_number = new.id_number),
            new.member_name, new.id_number, new.ticket_number, new.mobile);`;
  const deleteRow = sql`
    delete from members_search where rowid = (select row from members_search_rows where id_number = old.id_number);
    delete from members_search_rows where id_number = old.id_number;`;
  await sql`create trigger members_search_insert after insert on members begin ${insertRow} end`.execute(db);
  await sql`create trigger members_search_delete after delete on members begin ${deleteRow} end`.execute(db);
  await sql`create trigger members_search_update after update of member_name, ticket_number, mobile on members
    when old.member_name is not new.member_name or old.ticket_number is not new.ticket_number
      or old.mobile is not new.mobile
    begin ${deleteRow} ${insertRow} end`.execute(db);
}
