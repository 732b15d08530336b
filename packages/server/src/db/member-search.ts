import { type Kysely, sql } from 'kysely';
import { containsText, type DbOrTrx, dialectOf, lowerContains } from './connection';

/**
 * The member list's filter: name, ID, ticket or mobile contains the text, ignoring case. A plain
 * `like '%text%'` reads every member (about 40 ms for 50,000 on SQLite), so each database keeps a
 * search table of the members on the register, kept in step with members by triggers, with a
 * trigram index that finds substrings: an FTS5 table on SQLite, a table with a pg_trgm GIN index on
 * PostgreSQL. Both hold each member's name, so a filter is counted and paged from the search table
 * alone and only the page's members are read.
 */

const SEARCHED_COLUMNS = ['member_name', 'id_number', 'ticket_number', 'mobile'] as const;

/** Trigram indexes need three characters; shorter text is matched by reading the table. */
const MIN_INDEXED_LENGTH = 3;

/** A member found by the filter, with what the list is ordered by. */
export interface MemberMatch {
  id_number: string;
  member_name: string;
}

/**
 * The members on the register whose name, ID, ticket or mobile contains the text, with their names,
 * from the search tables alone: a common surname is counted and paged without visiting members.
 * See searchTable (PostgreSQL) and searchWithoutContent (SQLite) for what each costs.
 */
export function membersMatching(db: DbOrTrx, text: string) {
  if (dialectOf(db) === 'postgres') {
    return db
      .selectFrom(
        sql<MemberMatch>`(select id_number, member_name from members_search
          where ${lowerContains(sql`searched`, text)})`.as('matches'),
      )
      .select(['matches.id_number', 'matches.member_name']);
  }
  if (text.length >= MIN_INDEXED_LENGTH) {
    // In an FTS5 trigram table a quoted phrase matches as a substring of any column, ignoring case.
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return db
      .selectFrom(
        sql<MemberMatch>`(select r.id_number, r.member_name from members_search
          join members_search_rows r on r.row = members_search.rowid
          where members_search match ${phrase})`.as('matches'),
      )
      .select(['matches.id_number', 'matches.member_name']);
  }
  // Text too short for SQLite's index reads the table.
  return db
    .selectFrom('members')
    .select(['members.id_number', 'members.member_name'])
    .where('members.archived_at', 'is', null)
    .where(
      sql<boolean>`(${sql.join(
        SEARCHED_COLUMNS.map((column) => containsText(`members.${column}`, text)),
        sql` or `,
      )})`,
    );
}

/**
 * A member's searched columns as one lower-cased text, each apart from the next by a character no
 * filter can hold (parameters refuse control characters), so a match never spans two columns: one
 * trigram index on it answers a filter with one index scan and one test per row, where one index
 * per column took four scans and four tests.
 */
const searchedTextOf = (row: 'members' | 'new') =>
  sql.raw(`lower(${SEARCHED_COLUMNS.map((column) => `${row}.${column}`).join(' || chr(31) || ')})`);

const SEARCHED_TEXT = searchedTextOf('members');

/** PostgreSQL's index behind the filter from migration 095 to 098: the searched text of the register's members. */
export async function indexSearchedText(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const trgm = await trigramSchema(db);
  for (const column of SEARCHED_COLUMNS) await sql`drop index ${sql.id(`members_${column}_trgm`)}`.execute(db);
  await sql`create index members_searched_text_trgm on members
    using gin (${SEARCHED_TEXT} ${sql.id(trgm, 'gin_trgm_ops')}) where archived_at is null`.execute(db);
}

/**
 * From migration 098 on, PostgreSQL filters through a narrow table of the register's members (ID,
 * name and searched text), kept in step with every write to members by triggers, instead of an
 * index on members itself. A common surname matches about a thousand of 50,000 members, and the filter tests each
 * match's row before sorting them by name: in members' wide rows, spread over a page each, that took
 * 2.9 ms for a first page, against 1.0 ms in the narrow table (the same query on one connection,
 * 2 cores). Members leave it when archived and erased, and come back when restored.
 */
export async function searchTable(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const trgm = await trigramSchema(db);
  await sql`create table members_search (
    id_number text primary key,
    member_name text not null,
    searched text not null
  )`.execute(db);
  await sql`insert into members_search (id_number, member_name, searched)
    select id_number, member_name, ${SEARCHED_TEXT} from members where archived_at is null`.execute(db);
  await sql`create index members_search_searched on members_search
    using gin (searched ${sql.id(trgm, 'gin_trgm_ops')})`.execute(db);
  await sql`create function members_search_keep() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op <> 'INSERT' then delete from members_search where id_number = old.id_number; end if;
      if tg_op <> 'DELETE' then
        if new.archived_at is null then
          insert into members_search (id_number, member_name, searched)
          values (new.id_number, new.member_name, ${searchedTextOf('new')});
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger members_search_insert after insert on members
    for each row execute function members_search_keep()`.execute(db);
  await sql`create trigger members_search_update
    after update of member_name, id_number, ticket_number, mobile, archived_at on members for each row
    when (old.member_name is distinct from new.member_name or old.id_number is distinct from new.id_number
      or old.ticket_number is distinct from new.ticket_number or old.mobile is distinct from new.mobile
      or old.archived_at is distinct from new.archived_at)
    execute function members_search_keep()`.execute(db);
  await sql`create trigger members_search_delete after delete on members
    for each row execute function members_search_keep()`.execute(db);
  await sql`drop index members_searched_text_trgm`.execute(db);
}

/**
 * From migration 099 on, SQLite's FTS table keeps no copy of the text it indexes (contentless, its
 * rows deletable), and each member's name sits beside its FTS row key in members_search_rows. A
 * filter's matches then take their names from that narrow table instead of FTS5 reading its own copy
 * row by row: a common surname's first page in 50,000 members took 644 µs instead of 929 (the same
 * query on the driver, 2 cores). The trigram index is what it was; its triggers now also follow a
 * member whose ID is changed.
 */
export async function searchWithoutContent(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const trigger of ['members_search_insert', 'members_search_update', 'members_search_delete']) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table members_search`.execute(db);
  await sql`alter table members_search_rows add column member_name text not null default ''`.execute(db);
  await sql`update members_search_rows set member_name =
    (select m.member_name from members m where m.id_number = members_search_rows.id_number)`.execute(db);
  await sql`create virtual table members_search using fts5(
    member_name, id_number, ticket_number, mobile, tokenize = 'trigram', content = '', contentless_delete = 1
  )`.execute(db);
  await sql`insert into members_search (rowid, member_name, id_number, ticket_number, mobile)
    select r.row, m.member_name, m.id_number, m.ticket_number, m.mobile
    from members m join members_search_rows r on r.id_number = m.id_number
    where m.archived_at is null`.execute(db);
  await sql`create trigger members_search_insert after insert on members begin
    insert into members_search_rows (id_number, member_name) values (new.id_number, new.member_name);
    ${addLiveMember}
  end`.execute(db);
  await sql`create trigger members_search_update
    after update of member_name, id_number, ticket_number, mobile, archived_at on members
    when old.member_name is not new.member_name or old.id_number is not new.id_number
      or old.ticket_number is not new.ticket_number or old.mobile is not new.mobile
      or old.archived_at is not new.archived_at
    begin
      ${removeMember}
      update members_search_rows set id_number = new.id_number, member_name = new.member_name
      where id_number = old.id_number;
      ${addLiveMember}
    end`.execute(db);
  await sql`create trigger members_search_delete after delete on members begin
    ${removeMember}
    delete from members_search_rows where id_number = old.id_number;
  end`.execute(db);
}

/** The search index's writes, shared by the triggers that keep it in step with members. */
const addRowKey = sql`insert into members_search_rows (id_number) values (new.id_number);`;
const addLiveMember = sql`
  insert into members_search (rowid, member_name, id_number, ticket_number, mobile)
  select row, new.member_name, new.id_number, new.ticket_number, new.mobile
  from members_search_rows where id_number = new.id_number and new.archived_at is null;`;
const removeMember = sql`
  delete from members_search where rowid = (select row from members_search_rows where id_number = old.id_number);`;

/**
 * From migration 090 on, an archived member leaves the search index and a restored one comes back:
 * the list never shows archived members, and the filter no longer has to look each match up.
 */
export async function keepOnlyLiveMembersSearchable(db: Kysely<unknown>): Promise<void> {
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

/** The first indexes behind the filter (migration 002); PostgreSQL's four became one in migration 095. */
export async function createMemberSearchIndexes(db: Kysely<unknown>): Promise<void> {
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

/**
 * Where pg_trgm is installed, installing it in public when it is not: an extension belongs to the
 * whole database, so it must not live in a schema that may be dropped with its tables (the tests
 * give each suite a schema of its own). pg_trgm ships with PostgreSQL and is trusted: the
 * database's owner may create it. Two migrations racing to create it are both fine.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const installed = () =>
    sql<{ schema: string }>`select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const found = (await installed()).rows[0];
  if (found) return found.schema;
  // Migrations run in a transaction: the savepoint keeps it usable when the other one won the race.
  await sql`savepoint create_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint create_pg_trgm`.execute(db);
    if (!(await installed()).rows[0]) throw error;
  }
  const schema = (await installed()).rows[0]?.schema;
  if (!schema) throw new Error('pg_trgm could not be installed');
  return schema;
}
