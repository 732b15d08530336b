import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/connection';

/** The database's size in bytes: SQLite's pages in use and free, PostgreSQL's whole database. */
export async function databaseSize(db: Db, dialect: DialectName): Promise<number> {
  const query =
    dialect === 'postgres'
      ? sql<{ size: number | string }>`select pg_database_size(current_database()) as size`
      : sql<{ size: number }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.size ?? 0);
}
