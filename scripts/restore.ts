// `npm run restore -- FILE [--yes]`: replaces the SQLite database with a backup after asking.
// Stop the server first. The database being replaced is itself backed up before anything changes.
// `npm run restore -- --check FILE`: the restore drill; restores into a scratch copy, checks it and
// reads it back, opening every Aadhaar number and second-step secret, and prints what it found; the database is not touched and the server may run.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { dataDirOf, dataKey } from '../packages/server/src/config';
import {
  backupSqlite,
  checkBackup,
  drillRestore,
  restoreSqlite,
  type VaultKey,
  vaultKey,
} from '../packages/server/src/db/backup';
import { isPostgresUrl, sqlitePath } from '../packages/server/src/db/connection';
import { drillRestorePg } from '../packages/server/src/db/pg-restore-drill';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const assumeYes = args.includes('--yes');
const drill = args.includes('--check');
const url = process.env.DATABASE_URL ?? 'file:./data/trust.db';

if (isPostgresUrl(url) && !drill) {
  console.error(
    'DATABASE_URL is PostgreSQL: restore with  pg_restore --clean --if-exists -d "$DATABASE_URL" trust.dump',
  );
  process.exit(1);
}
if (!file || !existsSync(file)) {
  console.error(
    'Usage: npm run restore -- backups/trust-YYYY-MM-DD-HHMMSS.db [--yes]\n' +
      '       npm run restore -- --check backups/trust-YYYY-MM-DD-HHMMSS.db   (a drill: the database is not touched)',
  );
  process.exit(1);
}
const target = isPostgresUrl(url) ? '' : resolve(sqlitePath(url));
// The backup's Aadhaar numbers and second-step secrets must open with the key the server will use (DATA_KEY, else data-key
// in the data folder); without either, no key can, and a backup holding numbers is refused.
let key: VaultKey;
try {
  const kept = dataKey(process.env.DATA_KEY || undefined, dataDirOf(url));
  const keptIn = { DATA_KEY: 'DATA_KEY', file: kept.dataKeyFile, new: `${kept.dataKeyFile} (missing)` };
  key = vaultKey(kept.dataKey, keptIn[kept.dataKeySource]);
} catch (error) {
  // What is wrong with the key, in one line: nothing was changed.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (drill) {
  try {
    const onPostgres = isPostgresUrl(url);
    const report = onPostgres ? await drillRestorePg(file, url, key) : await drillRestore(file, key);
    console.log(
      onPostgres
        ? `Restore drill of ${resolve(file)}: restored into a scratch database with pg_restore, then dropped.`
        : `Restore drill of ${resolve(file)}: restored into a scratch copy, integrity_check ok.`,
    );
    for (const t of report.tables) console.log(`  ${t.name}: ${t.rows} rows, each read back`);
    console.log(`  Aadhaar numbers opened with the key in ${key.keptIn}: ${report.aadhaarOpened}`);
    console.log(`  Second-step secrets opened with the key in ${key.keptIn}: ${report.twoStepSecretsOpened}`);
    console.log('The backup restores whole. Nothing was changed.');
    process.exit(0);
  } catch (error) {
    console.error(`Restore drill FAILED: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Nothing was changed.');
    process.exit(1);
  }
}

try {
  checkBackup(file, key);
} catch (error) {
  // What is wrong with the key or the file, in one line: nothing was changed.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!assumeYes) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `This replaces ${target} with ${resolve(file)}.\nStop the server first. Type "yes" to restore: `,
  );
  rl.close();
  if (answer.trim().toLowerCase() !== 'yes') {
    console.log('Nothing was restored.');
    process.exit(1);
  }
}
if (existsSync(target)) {
  const safety = await backupSqlite(target, resolve('backups'));
  console.log(`The database as it was is kept at ${safety}`);
}
await restoreSqlite(file, target, key);
console.log(`Restored ${target} from ${resolve(file)}.`);
