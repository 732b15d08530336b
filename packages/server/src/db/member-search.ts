import { type RawBuilder, sql } from 'kysely';
import { containsText, type DbOrTrx, dialectOf, lowerContains } from './connection';

/**
 * The member list's filter: name, ID, ticket or mobile contains the text, ignoring case. A plain
 * `like '%text%'` reads every member, so each database keeps a
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
 * Migrations 098 (PostgreSQL) and 099 (SQLite) made those tables and say what each costs.
 */
export function membersMatching(db: DbOrTrx, text: string) {
  if (dialectOf(db) === 'postgres') {
    // `offset 0` keeps the planner from reading the matches through the name index of migration 270,
    // ordered and filtered row by row: membersMatchingInNameOrder walks it, a few thousand entries at
    // most; here, where that walk found too few, it would pass over most of the register.
    return db
      .selectFrom(
        sql<MemberMatch>`(select id_number, member_name from members_search
          where ${lowerContains(sql`searched`, text)} offset 0)`.as('matches'),
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
 * How many members of the list, in name order, a filter's page is looked for among before its
 * matches are sorted instead: a filter that many members match finds its page's 51 within a few
 * thousand, and walking 10,000 index entries costs about what sorting a few thousand matches does.
 */
export const WALKED_IN_NAME_ORDER = 10_000;

/**
 * The filter's matches among the register's next WALKED_IN_NAME_ORDER members in name order (the
 * reverse with `desc`), past a point of the list when given, read from the index of migration 270
 * alone, in that order: their first ones are the filter's first in the whole list. Each member's
 * searched text is the one the PostgreSQL search table holds.
 */
export function membersMatchingInNameOrder(
  db: DbOrTrx,
  text: string,
  walk: { direction: 'asc' | 'desc'; past?: RawBuilder<boolean> },
) {
  const conditions = walk.past ? [walk.past] : [];
  const walked =
    dialectOf(db) === 'postgres'
      ? sql`select id_number, member_name, searched from members_search`
      : // The very expression of the index, so that SQLite reads it from there.
        sql`select id_number, member_name,
          lower(member_name || char(31) || id_number || char(31) || ticket_number || char(31) || mobile) as searched
          from members`;
  if (dialectOf(db) === 'sqlite') conditions.unshift(sql<boolean>`archived_at is null`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const order = sql.raw(walk.direction);
  return db
    .selectFrom(
      sql<MemberMatch & { searched: string }>`(${walked} ${where}
        order by member_name ${order}, id_number ${order} limit ${sql.lit(WALKED_IN_NAME_ORDER)})`.as('walked'),
    )
    .select(['walked.id_number', 'walked.member_name'])
    .where(lowerContains(sql`walked.searched`, text))
    .orderBy('walked.member_name', walk.direction)
    .orderBy('walked.id_number', walk.direction);
}
