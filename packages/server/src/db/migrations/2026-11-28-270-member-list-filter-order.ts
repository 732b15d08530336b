import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf } from './dialect';

/**
 * The Member List's filter reads its first page in name order from an index: each member on the
 * register with the lower-cased text the filter looks in (name, ID, ticket, mobile), in
 * (member_name, id_number) order, so a filter that many members match finds its page's 50 by
 * walking a few thousand index entries instead of sorting every match. On SQLite the index is on
 * members, led by archived_at so that the register's members are one range of it and the walk
 * reads the index alone; on PostgreSQL it is on the search table, which holds the register's
 * members and that text already.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql`create index members_search_name_id on members_search (member_name, id_number)
        include (searched)`.execute(db);
      return;
    }
    await sql`create index members_listed_searched on members (archived_at, member_name, id_number,
      lower(member_name || char(31) || id_number || char(31) || ticket_number || char(31) || mobile))`.execute(db);
  },
};
