import { sql } from 'kysely';
import { type Db, dialectOf } from './connection';

/**
 * After values stored in clear were sealed in place (Aadhaar numbers into the vault, second-step
 * secrets), the database's files must keep no copy of them. SQLite rewrites its pages (secure_delete
 * zeroes the freed ones as well) and empties its write-ahead log. PostgreSQL keeps each old row
 * version, the clear value with it, until a vacuum, and even then its bytes in the page's free space:
 * each table is rewritten into new files with its indexes (VACUUM FULL) and the old files removed.
 * PostgreSQL's own write-ahead log keeps them until its segments are reused.
 */
export async function dropClearCopies(
  db: Db,
  tables: readonly ('members' | 'audit_log' | 'two_step_secrets')[],
): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`vacuum`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  // VACUUM runs outside a transaction, one table at a time; the names are this list's, never a caller's text.
  for (const table of tables) await sql`vacuum full ${sql.table(table)}`.execute(db);
}
