import { sql } from 'kysely';
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
