import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf } from './dialect';

/**
 * The member search's SQLite index holds the members on the register only, so a filtered list is
 * counted and paged from the index alone: an archived member leaves the index and a restored one
 * comes back. PostgreSQL's indexes are unchanged.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await keepOnlyLiveMembersSearchable(db);
  },
};

/** The search index's writes, shared by the triggers that keep it in step with members. */
const addRowKey = sql`insert into members_search_rows (id_number) values (new.id_number);`;
const addLiveMember = sql`
  insert into members_search (rowid, member_name, id_number, ticket_number, mobile)
  select row, new.member_name, new.id_number, new.ticket_number, new.mobile
  from members_search_rows where id_number = new.id_number and new.archived_at is null;`;
const removeMember = sql`
  delete from members_search where rowid = (select row from members_search_rows where id_number = old.id_number);`;

async function keepOnlyLiveMembersSearchable(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`drop trigger members_search_insert`.execute(db);
  await sql`drop trigger members_search_update`.execute(db);
  await sql`create trigger members_search_insert after insert on members
    begin ${addRowKey} ${addLiveMember} end`.execute(db);
  await sql`create trigger members_search_update
    after update of member_name, ticket_number, mobile, archived_at on members
    when old.member_name is not new.member_name or old.ticket_number is not new.ticket_number
      or old.mobile is not new.mobile or old.archived_at is not new.archived_at
    begin ${removeMember} ${addLiveMember} end`.execute(db);
  await sql`delete from members_search where rowid in (
    select r.row from members_search_rows r join members m on m.id_number = r.id_number
    where m.archived_at is not null)`.execute(db);
}
