import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

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
  mkdirSync(dir, { recursive: true });
  const target = resolve(join(dir, `trust-${backupStamp(at)}.db`));
  const source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  return target;
}

/** Checks that a file is a sound database of this application before anything is replaced with it. */
export function checkBackup(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const hasMembers = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'members'").get();
    if (!hasMembers) throw new Error(`${file} is not a backup of this application (no members table)`);
  } finally {
    db.close();
  }
}

/** Replaces the database at `target` with the backup `from`, page by page through SQLite itself. */
export async function restoreSqlite(from: string, target: string): Promise<void> {
  checkBackup(from);
  const source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    mkdirSync(resolve(target, '..'), { recursive: true });
    await source.backup(target);
  } finally {
    source.close();
  }
}
