// `npm run backup`: a consistent copy of the SQLite database, safe while the server runs, written to
// ./backups/trust-<date>-<time>.db. For PostgreSQL, use pg_dump (docs/operations.md).
import { resolve } from 'node:path';
import { backupSqlite } from '../packages/server/src/db/backup';
import { isPostgresUrl, sqlitePath } from '../packages/server/src/db/connection';

const url = process.env.DATABASE_URL ?? 'file:./data/trust.db';
if (isPostgresUrl(url)) {
  console.error('DATABASE_URL is PostgreSQL: back it up with  pg_dump -Fc "$DATABASE_URL" -f trust.dump');
  process.exit(1);
}
const target = await backupSqlite(resolve(sqlitePath(url)), resolve('backups'));
console.log(`Backup written: ${target}`);
