import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { type AadhaarVault, aadhaarVault } from './aadhaar-vault';
import { type Db, dialectOf, keepPrivate, openDatabase } from './connection';
import type { DataCipher } from './data-cipher';
import { twoStepSecretCipher } from './two-step-secrets';

/** 2026-11-21T09:05:03Z → 2026-11-21-090503, so backups sort by when they were taken. */
export function backupStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace('T', '-')
    .replace(/:/g, '');
}

/**
 * A consistent copy of a live SQLite database, through SQLite's online backup: the server may go on
 * writing meanwhile; the copy is the database as of one moment.
 */
export async function backupSqlite(file: string, dir: string, at: Date = new Date()): Promise<string> {
  if (!existsSync(file)) throw new Error(`No database at ${file}`);
  // The backups folder only its owner may enter, every backup only its owner may read.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const target = resolve(join(dir, `trust-${backupStamp(at)}.db`));
  keepPrivate(target);
  const source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  chmodSync(target, 0o600);
  return target;
}

/**
 * The data key that must open a backup's encrypted values (its Aadhaar vault and its second-step
 * secrets), and where it is kept, for the message when it cannot.
 */
export interface VaultKey {
  vault: AadhaarVault;
  twoStep: DataCipher;
  /** The key file, or DATA_KEY. */
  keptIn: string;
}

export function vaultKey(dataKey: Buffer, keptIn: string): VaultKey {
  return { vault: aadhaarVault(dataKey), twoStep: twoStepSecretCipher(dataKey), keptIn };
}

/**
 * Checks that a file is a sound database of this application before anything is replaced with it,
 * and that the current data key opens its Aadhaar vault (one number is decrypted): restored under
 * another key, its numbers could never be shown or found again.
 */
export function checkBackup(file: string, key?: VaultKey): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const hasMembers = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'members'").get();
    if (!hasMembers) throw new Error(`${file} is not a backup of this application (no members table)`);
    if (key) checkVault(db, file, key);
  } finally {
    db.close();
  }
}

function checkVault(db: SqliteDatabase.Database, file: string, key: VaultKey): void {
  if (!opensVault(db, key.vault)) {
    throw new Error(
      `${file} was taken with another data key: the key in ${key.keptIn} cannot open its Aadhaar numbers. Put back the key it was taken with, then restore.`,
    );
  }
}

/**
 * Whether the key is the backup's own: its recorded check value (db/data-key-check.ts) when it has
 * one, else one of its encrypted values decrypted. A backup from before the vault holds neither;
 * the server moves its numbers in at start.
 */
function opensVault(db: SqliteDatabase.Database, vault: AadhaarVault): boolean {
  const has = (table: string, column: string) =>
    (db.prepare('select name from pragma_table_info(?)').all(table) as { name: string }[]).some(
      (c) => c.name === column,
    );
  if (has('data_key_check', 'check_value')) {
    const check = db.prepare('select check_value from data_key_check').get() as { check_value: string } | undefined;
    if (check) return check.check_value === vault.keyCheck;
  }
  if (!has('members', 'aadhaar_cipher')) return true;
  const row = db.prepare('select aadhaar_cipher from members where aadhaar_cipher is not null limit 1').get() as
    | { aadhaar_cipher: string }
    | undefined;
  return !row || opens(vault, row.aadhaar_cipher);
}

/** Replaces the database at `target` with the backup `from`, page by page through SQLite itself. */
export async function restoreSqlite(from: string, target: string, key?: VaultKey): Promise<void> {
  checkBackup(from, key);
  const source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    keepPrivate(target);
    await source.backup(target);
  } finally {
    source.close();
  }
  chmodSync(target, 0o600);
}

/** What a restore drill found: every table with its rows, and how many encrypted values the key opened. */
export interface DrillReport {
  tables: { name: string; rows: number }[];
  aadhaarOpened: number;
  twoStepSecretsOpened: number;
}

/** Every table of a SQLite database (its own statistics tables aside) with its count of rows. */
export function countRows(db: SqliteDatabase.Database): Map<string, number> {
  const names = db
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
    )
    .pluck()
    .all() as string[];
  return new Map(
    names.map((name) => [
      name,
      db
        .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

function tableRows(file: string): Map<string, number> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return countRows(db);
  } finally {
    db.close();
  }
}

/**
 * A restore drill (`npm run restore -- --check FILE`): restores the backup the way a real restore
 * does, but into a scratch file that is removed afterwards, so the live database is never touched.
 * Then the copy's integrity_check, its row counts against the backup's, and a read of every row of
 * every table through the app's own database layer, opening every Aadhaar number with the key. A
 * backup only counts once it has been restored: this is that restore, without the risk.
 */
export async function drillRestore(file: string, key: VaultKey): Promise<DrillReport> {
  const scratchDir = mkdtempSync(join(tmpdir(), 'trust-restore-drill-'));
  const scratch = join(scratchDir, 'drill.db');
  try {
    await restoreSqlite(file, scratch, key);
    const copy = new SqliteDatabase(scratch, { readonly: true, fileMustExist: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`${file} restored damaged: ${String(check)}`);
    } finally {
      copy.close();
    }
    const expected = tableRows(file);
    const restoredRows = tableRows(scratch);
    for (const [name, rows] of expected) {
      if (restoredRows.get(name) !== rows) {
        throw new Error(
          `${file}: table ${name} has ${rows} rows, its restored copy ${restoredRows.get(name) ?? 'none'}`,
        );
      }
    }
    const handle = openDatabase(`file:${scratch}`);
    try {
      return await readEveryTable(handle.db, file, key, expected);
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

/** Pages of a thousand rows in their order on disk, for PostgreSQL, which streams only through a cursor. */
async function* pagesOf(db: Db, table: string): AsyncIterable<Record<string, unknown>> {
  for (let offset = 0; ; offset += 1000) {
    const page = await db
      .selectFrom(table as 'members')
      .selectAll()
      .orderBy(sql`ctid`)
      .limit(1000)
      .offset(offset)
      .execute();
    yield* page;
    if (page.length < 1000) return;
  }
}

/** Every row of a table, without holding a register of half a million members in memory. */
function rowsOf(db: Db, table: string): AsyncIterable<Record<string, unknown>> {
  return dialectOf(db) === 'postgres'
    ? pagesOf(db, table)
    : db
        .selectFrom(table as 'members')
        .selectAll()
        .stream();
}

/**
 * The app's own read of a restored backup: every row of every table, streamed through its database
 * layer, each table's count as expected, every Aadhaar number and every second-step secret opened
 * with the key (the vault's check value proves the key, not that every value was sealed under it).
 */
export async function readEveryTable(
  db: Db,
  file: string,
  key: VaultKey,
  expected: ReadonlyMap<string, number>,
): Promise<DrillReport> {
  const tables: DrillReport['tables'] = [];
  let aadhaarOpened = 0;
  let twoStepSecretsOpened = 0;
  for (const table of await db.introspection.getTables()) {
    if (table.isView) continue;
    const hasColumn = (name: string) => table.columns.some((c) => c.name === name);
    const opensAadhaar = hasColumn('aadhaar_cipher');
    const opensSecret = table.name === 'two_step_secrets' && hasColumn('secret_cipher');
    let rows = 0;
    for await (const row of rowsOf(db, table.name)) {
      rows++;
      const aadhaar = opensAadhaar ? (row as { aadhaar_cipher?: string | null }).aadhaar_cipher : null;
      if (aadhaar) {
        if (!opens(key.vault, aadhaar)) {
          throw new Error(`${file}: an Aadhaar number in ${table.name} does not open with the key in ${key.keptIn}`);
        }
        aadhaarOpened++;
      }
      const secret = opensSecret ? (row as { secret_cipher?: string | null }).secret_cipher : null;
      if (secret) {
        if (!opens(key.twoStep, secret)) {
          throw new Error(`${file}: a second-step secret in ${table.name} does not open with the key in ${key.keptIn}`);
        }
        twoStepSecretsOpened++;
      }
    }
    if (rows !== expected.get(table.name)) {
      throw new Error(
        `${file}: reading table ${table.name} gave ${rows} rows, counting it ${expected.get(table.name)}`,
      );
    }
    tables.push({ name: table.name, rows });
  }
  return { tables, aadhaarOpened, twoStepSecretsOpened };
}

function opens(cipher: Pick<DataCipher, 'decrypt'>, stored: string): boolean {
  try {
    cipher.decrypt(stored);
    return true;
  } catch {
    return false;
  }
}
