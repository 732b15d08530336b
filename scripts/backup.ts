// `npm run backup`: a consistent copy of the SQLite database, safe while the server runs, written to
// ./backups/trust-<date>-<time>.db (BACKUP_DIR) and checked as the scheduled backups are. For
// PostgreSQL, use pg_dump (docs/operations.md).
import { resolve } from 'node:path';
import { BackupFailed, takeCheckedSqliteBackup } from '../packages/server/src/db/checked-backup';
import { isPostgresUrl, sqlitePath } from '../packages/server/src/db/connection';

const url = process.env.DATABASE_URL ?? 'file:./data/trust.db';
if (isPostgresUrl(url)) {
  console.error('DATABASE_URL is PostgreSQL: back it up with  pg_dump -Fc "$DATABASE_URL" -f trust.dump');
  process.exit(1);
}
try {
  const written = await takeCheckedSqliteBackup(
    resolve(sqlitePath(url)),
    resolve(process.env.BACKUP_DIR || 'backups'),
    new Date(),
  );
  console.log(`Backup written and checked: ${written.file} (${written.size} bytes)`);
} catch (error) {
  const where = error instanceof BackupFailed && error.file ? ` (${error.file})` : '';
  console.error(`Backup FAILED${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
