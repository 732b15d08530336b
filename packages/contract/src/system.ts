import { z } from 'zod';

/** `GET system` (ADMIN): whether the app is looking after itself: backups, Node.js, disk, data key. */

export const BACKUP_REASONS = ['scheduled', 'before-migration'] as const;
export const BACKUP_STATES = ['checked', 'failed'] as const;
export const COPY_STATES = ['copied', 'failed'] as const;

/** The Node.js lines the app runs on: the LTS lines still supported. */
export const SUPPORTED_NODE_MAJORS = [24, 26] as const;

/** A good backup older than this turns the admins' banner red: a day's backup plus two hours' grace. */
export const BACKUP_STALE_HOURS = 26;
/** Free disk under this share of the data folder's disk turns the banner red. */
export const LOW_DISK_SHARE = 0.1;

export const backupRecord = z.object({
  /** ISO 8601, UTC. */
  takenAt: z.string(),
  reason: z.enum(BACKUP_REASONS),
  /** The file's name in the backups folder; null when none was written. */
  file: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  state: z.enum(BACKUP_STATES),
  /** Why the backup failed: it could not be written, or its check found it unsound. */
  failure: z.string().nullable(),
  /** The copy to BACKUP_COPY_TO; null when no copy was asked for. */
  copy: z.enum(COPY_STATES).nullable(),
  copyFailure: z.string().nullable(),
  restoreCheckedAt: z.string().nullable(),
  /** Null when the last restore check passed, or none ran. */
  restoreCheckFailure: z.string().nullable(),
});
export type BackupRecord = z.infer<typeof backupRecord>;

/** What turns the admins' banner red, each one a reason it names. */
export const SYSTEM_WARNINGS = ['backupFailed', 'copyFailed', 'backupStale', 'diskLow'] as const;
export type SystemWarning = (typeof SYSTEM_WARNINGS)[number];

export const systemAnswer = z.object({
  backups: z.object({
    /** BACKUP_AT, 'HH:MM' in India; null when scheduled backups are off. */
    at: z.string().nullable(),
    keep: z.number().int(),
    last: backupRecord.nullable(),
    /** When the last backup that passed its check was taken. */
    lastGoodAt: z.string().nullable(),
    nextAt: z.string().nullable(),
    /** Whether each backup is copied off the machine (BACKUP_COPY_TO). */
    copying: z.boolean(),
    /** On PostgreSQL, whether pg_dump is on the server's PATH; null on SQLite. */
    pgDump: z.boolean().nullable(),
  }),
  node: z.object({ version: z.string(), supported: z.boolean() }),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), sizeBytes: z.number().int() }),
  /** The disk the data folder is on. */
  disk: z.object({ freeBytes: z.number().int(), totalBytes: z.number().int() }),
  dataKeyPresent: z.boolean(),
  warnings: z.array(z.enum(SYSTEM_WARNINGS)),
});
export type SystemAnswer = z.infer<typeof systemAnswer>;

/** `POST system/restore-check`: the restore drill of the latest backup, and what it found. */
export const restoreCheckAnswer = z.object({
  passed: z.boolean(),
  file: z.string(),
  /** What failed, when it did. */
  failure: z.string().nullable(),
  tables: z.number().int(),
  rows: z.number().int(),
  aadhaarOpened: z.number().int(),
});
export type RestoreCheckAnswer = z.infer<typeof restoreCheckAnswer>;

export function isSupportedNode(version: string): boolean {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  return (SUPPORTED_NODE_MAJORS as readonly number[]).includes(major);
}

/**
 * Why the banner is red, if it is: the last backup, its copy or its restore check failed; no good
 * backup for 26 hours (none at all counts only once scheduled backups are on); or the disk is
 * nearly full.
 */
export function systemWarnings(figures: Pick<SystemAnswer, 'backups' | 'disk'>, now: Date): SystemWarning[] {
  const warnings: SystemWarning[] = [];
  const { last, lastGoodAt, at, pgDump } = figures.backups;
  if (last?.state === 'failed' || last?.restoreCheckFailure || pgDump === false) warnings.push('backupFailed');
  if (last?.copy === 'failed') warnings.push('copyFailed');
  const staleBefore = now.getTime() - BACKUP_STALE_HOURS * 3_600_000;
  if (lastGoodAt ? Date.parse(lastGoodAt) < staleBefore : at !== null) warnings.push('backupStale');
  const { freeBytes, totalBytes } = figures.disk;
  if (totalBytes > 0 && freeBytes / totalBytes < LOW_DISK_SHARE) warnings.push('diskLow');
  return warnings;
}

export const systemMessages = {
  noBackup: 'There is no backup to check yet',
  backupFileMissing: 'The latest backup file is no longer in the backups folder',
};
