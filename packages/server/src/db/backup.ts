import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { AadhaarVault } from './aadhaar-vault';
import { keepPrivate } from './connection';

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

/** The key that must open a backup's Aadhaar vault, and where it is kept, for the message when it cannot. */
export interface VaultKey {
  vault: AadhaarVault;
  /** The key file, or DATA_KEY. */
  keptIn: string;
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
  const columns = db.prepare('select name from pragma_table_info(?)').all('members') as { name: string }[];
  // A backup from before the vault holds no ciphertext; the server moves its numbers in at start.
  if (!columns.some((c) => c.name === 'aadhaar_cipher')) return;
  const row = db.prepare('select aadhaar_cipher from members where aadhaar_cipher is not null limit 1').get() as
    | { aadhaar_cipher: string }
    | undefined;
  if (!row) return;
  try {
    key.vault.decrypt(row.aadhaar_cipher);
  } catch {
    throw new Error(
      `${file} was taken with another data key: the key in ${key.keptIn} cannot open its Aadhaar numbers. Put back the key it was taken with, then restore.`,
    );
  }
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
