import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { backupStamp, countRows } from './backup';
import { keepPrivate } from './connection';

const run = promisify(execFile);

/** A backup written and checked: its file and size in bytes. */
export interface WrittenBackup {
  file: string;
  size: number;
}

/** A backup that was written but did not pass its check, or could not be written; `file` when there is one. */
export class BackupFailed extends Error {
  constructor(
    message: string,
    readonly file: string | null,
  ) {
    super(message);
  }
}

/** PostgreSQL is backed up with pg_dump, and this machine has none on its PATH. */
export const PG_DUMP_MISSING = 'pg_dump not found';

/** Written by a failing disk or a test: lets what happens to a file between its writing and its check be tried. */
export type AfterWrite = (file: string) => void;

/**
 * A copy of the live SQLite database, checked as soon as it is written: the copy opens, passes
 * integrity_check, and has as many rows in every table as the live database had at the moment the
 * copy was taken. The counts and the copy come from one read transaction, so writes made meanwhile
 * (the server keeps serving) are in neither.
 */
export async function takeCheckedSqliteBackup(
  liveFile: string,
  dir: string,
  at: Date,
  afterWrite?: AfterWrite,
): Promise<WrittenBackup> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = resolve(join(dir, `trust-${backupStamp(at)}.db`));
  keepPrivate(file);
  const source = new SqliteDatabase(liveFile, { readonly: true, fileMustExist: true });
  let liveRows: Map<string, number>;
  try {
    source.exec('begin');
    liveRows = countRows(source);
    await source.backup(file);
    source.exec('commit');
  } catch (error) {
    throw new BackupFailed(`the backup could not be written: ${messageOf(error)}`, null);
  } finally {
    source.close();
  }
  chmodSync(file, 0o600);
  afterWrite?.(file);
  checkSqliteCopy(file, liveRows);
  return { file, size: statSync(file).size };
}

function checkSqliteCopy(file: string, liveRows: Map<string, number>): void {
  let copy: SqliteDatabase.Database;
  try {
    // The copy keeps the live database's write-ahead log mode; a backup is one file, read by itself.
    const writable = new SqliteDatabase(file, { fileMustExist: true });
    try {
      writable.pragma('journal_mode = DELETE');
    } finally {
      writable.close();
    }
    copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupFailed(`the backup does not open: ${messageOf(error)}`, file);
  }
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupFailed(`integrity_check: ${String(check)}`, file);
    const copied = countRows(copy);
    for (const [table, rows] of liveRows) {
      if (copied.get(table) !== rows) {
        throw new BackupFailed(`table ${table} has ${copied.get(table) ?? 'no'} rows, the database ${rows}`, file);
      }
    }
  } catch (error) {
    if (error instanceof BackupFailed) throw error;
    throw new BackupFailed(`the backup cannot be read: ${messageOf(error)}`, file);
  } finally {
    copy.close();
  }
}

/**
 * A PostgreSQL backup in pg_dump's own format (`pg_restore` reads it), of the schema the server's
 * tables live in, checked by reading its table of contents back with `pg_restore --list`.
 */
export async function takeCheckedPgDump(
  databaseUrl: string,
  schema: string,
  dir: string,
  at: Date,
  afterWrite?: AfterWrite,
): Promise<WrittenBackup> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = resolve(join(dir, `trust-${backupStamp(at)}.dump`));
  keepPrivate(file);
  try {
    await run('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${file}`, `--dbname=${databaseUrl}`]);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new BackupFailed(PG_DUMP_MISSING, null);
    rmSync(file, { force: true });
    throw new BackupFailed(`pg_dump failed: ${firstLine(error)}`, null);
  }
  chmodSync(file, 0o600);
  afterWrite?.(file);
  let listing: string;
  try {
    listing = (await run('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    throw new BackupFailed(`pg_restore --list: ${firstLine(error)}`, file);
  }
  if (!/ TABLE DATA /.test(listing)) throw new BackupFailed('pg_restore --list finds no table data in it', file);
  return { file, size: statSync(file).size };
}

/** Whether pg_dump can be run here (the dashboard says so plainly when not). */
export async function hasPgDump(): Promise<boolean> {
  try {
    await run('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** trust-2026-11-21-090503.db (or .dump), stamped in UTC: the backups this server writes and keeps. */
const BACKUP_NAME = /^trust-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})\.(db|dump)$/;

/** India keeps +05:30 all year: months are the trust's, so 02:00 on the 1st is that month's. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** A month as one number (year × 12 + month), in India. */
function indiaMonth(utcMs: number): number {
  const india = new Date(utcMs + INDIA_OFFSET_MS);
  return india.getUTCFullYear() * 12 + india.getUTCMonth();
}

function takenMonth(name: string): number | null {
  const m = BACKUP_NAME.exec(name);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  return indiaMonth(Date.UTC(y, mo - 1, d, h, mi, s));
}

/**
 * Keeps the newest `keep` backups in `dir`, and the first backup of each of the last twelve months
 * (this month included); removes the other backups. Files not named as backups are left alone.
 * Answers the names removed.
 */
export function keepBackups(dir: string, keep: number, at: Date): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => BACKUP_NAME.test(n));
  } catch {
    return [];
  }
  // The stamp sorts by time, newest first.
  names.sort().reverse();
  const kept = new Set(names.slice(0, keep));
  const firstMonth = indiaMonth(at.getTime()) - 11;
  const firstOfMonth = new Map<number, string>();
  for (const name of names) {
    const month = takenMonth(name);
    if (month !== null && month >= firstMonth) firstOfMonth.set(month, name);
  }
  for (const name of firstOfMonth.values()) kept.add(name);
  const removed = names.filter((n) => !kept.has(n));
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/**
 * Copies a checked backup to `toDir` (a mounted disk or share) and reads the copy's size back. Only
 * the backup: the data key stays where it is, so the copy alone opens no Aadhaar number.
 */
export function copyBackup(file: string, toDir: string): string {
  mkdirSync(toDir, { recursive: true, mode: 0o700 });
  const target = join(toDir, basename(file));
  copyFileSync(file, target);
  chmodSync(target, 0o600);
  if (statSync(target).size !== statSync(file).size) throw new Error(`${target} is not the size of ${file}`);
  return target;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function firstLine(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr;
  return (stderr?.trim() || messageOf(error)).split('\n')[0] ?? '';
}
