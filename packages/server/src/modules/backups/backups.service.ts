import { rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { BackupRecord } from '@trust/contract/system';
import type { AppContext } from '../../context';
import {
  type AfterWrite,
  BackupFailed,
  copyBackup,
  keepBackups,
  PG_DUMP_MISSING,
  takeCheckedPgDump,
  takeCheckedSqliteBackup,
} from '../../db/checked-backup';
import type { DbHandle } from '../../db/connection';
import { isPostgresUrl, sqlitePath } from '../../db/connection';
import { type Clock, type DailySchedule, runDaily } from '../../timed-work';
import {
  type BackupRow,
  currentSchema,
  insertBackup,
  latestBackup,
  latestCheckedBackup,
  type NewBackupRow,
  recordRestoreCheck,
} from './backups.repository';

export type BackupReason = BackupRecord['reason'];

/** The database's own SQLite file; null on PostgreSQL (and for a database in memory). */
function sqliteFileOf(ctx: Pick<AppContext, 'config'>): string | null {
  const url = ctx.config.databaseUrl;
  if (isPostgresUrl(url) || url === ':memory:') return null;
  return resolve(sqlitePath(url));
}

/**
 * Writes a backup of the database and checks it, copies it off the machine when BACKUP_COPY_TO says
 * where, and then keeps only what BACKUP_KEEP says (in both places). A backup that fails its check
 * is removed, so that only sound backups are kept and counted; why it failed is in the answer.
 * Nothing is recorded here: before a migration the table of backups may not exist yet.
 */
export async function writeBackup(
  ctx: AppContext,
  reason: BackupReason,
  at: Date,
  afterWrite?: AfterWrite,
): Promise<NewBackupRow> {
  const { config } = ctx;
  const row: NewBackupRow = {
    taken_at: at.toISOString(),
    reason,
    file: null,
    size_bytes: null,
    state: 'failed',
    failure: null,
    copy_state: null,
    copy_failure: null,
  };
  let file: string;
  try {
    const sqliteFile = sqliteFileOf(ctx);
    if (!sqliteFile && ctx.dialect === 'sqlite')
      throw new BackupFailed('a database in memory has no file to back up', null);
    const written = sqliteFile
      ? await takeCheckedSqliteBackup(sqliteFile, config.backupsDir, at, afterWrite)
      : await takeCheckedPgDump(config.databaseUrl, await currentSchema(ctx.db), config.backupsDir, at, afterWrite);
    file = written.file;
    Object.assign(row, { file: basename(file), size_bytes: written.size, state: 'checked' });
  } catch (error) {
    const failure = error instanceof BackupFailed ? error : new BackupFailed(String(error), null);
    if (failure.file) for (const f of sqliteFiles(failure.file)) rmSync(f, { force: true });
    return { ...row, failure: failure.message };
  }
  if (config.backupCopyTo) {
    try {
      copyBackup(file, config.backupCopyTo);
      row.copy_state = 'copied';
    } catch (error) {
      row.copy_state = 'failed';
      row.copy_failure = error instanceof Error ? error.message : String(error);
    }
  }
  keepBackups(config.backupsDir, config.backupKeep, at);
  if (config.backupCopyTo && row.copy_state === 'copied') keepBackups(config.backupCopyTo, config.backupKeep, at);
  return row;
}

/** A backup's file, and the log files SQLite may have left beside it when it was opened. */
function sqliteFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/** Keeps what became of a backup in the database, where every server reads it. */
export async function recordBackup(ctx: AppContext, row: NewBackupRow): Promise<void> {
  await insertBackup(ctx.db, row);
}

export async function takeBackup(
  ctx: AppContext,
  reason: BackupReason,
  at: Date,
  afterWrite?: AfterWrite,
): Promise<NewBackupRow> {
  const row = await writeBackup(ctx, reason, at, afterWrite);
  await recordBackup(ctx, row);
  return row;
}

/** The backup before a migration failed: the database is left as it was, unmigrated. */
export class BackupBeforeMigrationFailed extends Error {}

/**
 * Migrates a database that has migrations pending, keeping it as it was in a checked backup first
 * (`pending`: how many are; null for a new database, which holds nothing to keep). A backup that
 * fails stops the migration; only PostgreSQL without pg_dump migrates without one, with a warning.
 */
export async function migrateWithBackupFirst<T>(
  ctx: AppContext,
  pending: number | null,
  migrate: () => Promise<T>,
  warn: (line: string) => void,
): Promise<T> {
  const before = pending ? await writeBackup(ctx, 'before-migration', ctx.now()) : null;
  if (before?.failure === PG_DUMP_MISSING) {
    warn('pg_dump not found: the database is migrated without a backup first (docs/operations.md).');
  } else if (before?.state === 'failed') {
    throw new BackupBeforeMigrationFailed(
      `The backup before migrating failed (${before.failure}); the database was not migrated. ` +
        'Fix what the message says (free disk space, the backups folder), then start again.',
    );
  }
  const migrated = await migrate();
  if (before) await recordBackup(ctx, before);
  return migrated;
}

export function toBackupRecord(row: BackupRow): BackupRecord {
  return {
    takenAt: row.taken_at,
    reason: row.reason as BackupReason,
    file: row.file,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    state: row.state as BackupRecord['state'],
    failure: row.failure,
    copy: row.copy_state as BackupRecord['copy'],
    copyFailure: row.copy_failure,
    restoreCheckedAt: row.restore_checked_at,
    restoreCheckFailure: row.restore_check_failure,
  };
}

export async function lastBackups(ctx: AppContext): Promise<{ last: BackupRecord | null; lastGoodAt: string | null }> {
  const [last, good] = await Promise.all([latestBackup(ctx.db), latestCheckedBackup(ctx.db)]);
  return { last: last ? toBackupRecord(last) : null, lastGoodAt: good?.taken_at ?? null };
}

/** The newest backup that passed its check, with its file's place; undefined when there is none. */
export async function latestGoodBackup(
  ctx: AppContext,
): Promise<{ id: number; file: string; path: string } | undefined> {
  const row = await latestCheckedBackup(ctx.db);
  return row?.file ? { id: row.id, file: row.file, path: join(ctx.config.backupsDir, row.file) } : undefined;
}

export async function keepRestoreCheck(ctx: AppContext, id: number, failure: string | null): Promise<void> {
  await recordRestoreCheck(ctx.db, id, ctx.now().toISOString(), failure);
}

export interface BackupScheduleOptions {
  handle: Pick<DbHandle, 'db' | 'ifAlone'>;
  clock: Clock;
  log: { info(message: string): void; error(message: string): void };
  afterWrite?: AfterWrite;
  /** Told once each due time has been run or left to another server: for tests. */
  onOutcome?: (outcome: { dueAt: Date; ran: boolean }) => void;
}

/** The daily backup at BACKUP_AT, by one server of those sharing the database; null when it is off. */
export function scheduleBackups(ctx: AppContext, options: BackupScheduleOptions): DailySchedule | null {
  const at = ctx.config.backupAt;
  if (!at) return null;
  const { log } = options;
  return runDaily(
    {
      name: 'backup',
      at,
      run: async () => {
        const row = await takeBackup(ctx, 'scheduled', options.clock.now(), options.afterWrite);
        if (row.state === 'checked') log.info(`Backup written and checked: ${row.file}`);
        else log.error(`Backup FAILED: ${row.failure}`);
        if (row.copy_state === 'failed') log.error(`Backup copy FAILED: ${row.copy_failure}`);
      },
    },
    {
      db: options.handle,
      clock: options.clock,
      onOutcome: (outcome) => {
        if (outcome.error) log.error(`Backup FAILED: ${String(outcome.error)}`);
        options.onOutcome?.(outcome);
      },
    },
  );
}
