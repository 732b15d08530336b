import { existsSync, statfsSync } from 'node:fs';
import {
  isSupportedNode,
  type RestoreCheckAnswer,
  type SystemAnswer,
  systemMessages,
  systemWarnings,
} from '@trust/contract/system';
import type { AppContext } from '../../context';
import { drillRestore, vaultKey } from '../../db/backup';
import { hasPgDump } from '../../db/checked-backup';
import { drillRestorePg } from '../../db/pg-restore-drill';
import { HttpError } from '../../errors';
import { nextIndiaTime } from '../../timed-work';
import { keepRestoreCheck, lastBackups, latestGoodBackup } from '../backups/backups.service';
import { databaseSize } from './system.repository';

/** The free and whole space of the disk the data folder is on. */
function diskOf(dir: string): SystemAnswer['disk'] {
  try {
    const s = statfsSync(dir);
    return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
  } catch {
    return { freeBytes: 0, totalBytes: 0 };
  }
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** What the dashboard's System panel shows, and what turns the admins' banner red. */
export async function systemFigures(ctx: AppContext): Promise<SystemAnswer> {
  const { config } = ctx;
  const now = ctx.now();
  const [{ last, lastGoodAt }, sizeBytes, pgDump] = await Promise.all([
    lastBackups(ctx),
    databaseSize(ctx.db, ctx.dialect),
    ctx.dialect === 'postgres' ? hasPgDump() : Promise.resolve(null),
  ]);
  const at = config.backupAt;
  const backups: SystemAnswer['backups'] = {
    at: at ? `${twoDigits(at.hour)}:${twoDigits(at.minute)}` : null,
    keep: config.backupKeep,
    last,
    lastGoodAt,
    nextAt: at ? nextIndiaTime(now, at).toISOString() : null,
    copying: config.backupCopyTo !== null,
    pgDump,
  };
  const disk = diskOf(config.dataDir);
  return {
    backups,
    node: { version: process.version, supported: isSupportedNode(process.version) },
    database: { kind: ctx.dialect, sizeBytes },
    disk,
    dataKeyPresent: config.dataKeySource === 'DATA_KEY' || existsSync(config.dataKeyFile),
    warnings: systemWarnings({ backups, disk }, now),
  };
}

/**
 * The restore drill of the newest backup that passed its check (db/backup.ts): on SQLite restored
 * into a scratch copy, on PostgreSQL into a scratch database (db/pg-restore-drill.ts), and read back
 * whole, every Aadhaar number opened with the key. Its result is kept with the backup, so
 * a backup that no longer restores turns the banner red.
 */
export async function checkLatestBackup(ctx: AppContext): Promise<RestoreCheckAnswer> {
  const latest = await latestGoodBackup(ctx);
  if (!latest) throw new HttpError(409, systemMessages.noBackup);
  if (!existsSync(latest.path)) {
    await keepRestoreCheck(ctx, latest.id, systemMessages.backupFileMissing);
    throw new HttpError(409, systemMessages.backupFileMissing);
  }
  const answer: RestoreCheckAnswer = {
    passed: false,
    file: latest.file,
    failure: null,
    tables: 0,
    rows: 0,
    aadhaarOpened: 0,
  };
  try {
    const keptIn = ctx.config.dataKeySource === 'DATA_KEY' ? 'DATA_KEY' : ctx.config.dataKeyFile;
    const key = vaultKey(ctx.config.dataKey, keptIn);
    const report =
      ctx.dialect === 'postgres'
        ? await drillRestorePg(latest.path, ctx.config.databaseUrl, key)
        : await drillRestore(latest.path, key);
    answer.tables = report.tables.length;
    answer.rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
    answer.aadhaarOpened = report.aadhaarOpened;
    answer.passed = true;
  } catch (error) {
    answer.failure = error instanceof Error ? error.message : String(error);
  }
  await keepRestoreCheck(ctx, latest.id, answer.failure);
  return answer;
}
