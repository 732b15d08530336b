import type { Generated } from 'kysely';

/** What the server keeps about looking after itself: the vault's key check and move, timed work, backups. */

/** One row while the numbers stored before the vault still wait to be moved into it (db/aadhaar-move.ts). */
export interface AadhaarVaultPendingTable {
  pending: number;
}

/** The data key's check value (db/data-key-check.ts); one row, id 1, once the server first started. */
export interface DataKeyCheckTable {
  id: number;
  check_value: string;
  recorded_at: string;
}

export interface TimedWorkRunTable {
  name: string;
  /** ISO 8601, UTC. */
  due_at: string;
  started_at: string;
}

export interface BackupTable {
  id: Generated<number>;
  /** ISO 8601, UTC. */
  taken_at: string;
  /** 'scheduled', 'before-migration'. */
  reason: string;
  /** The file's name in the backups folder; null when none was written. */
  file: string | null;
  size_bytes: number | null;
  /** 'checked' or 'failed'. */
  state: string;
  failure: string | null;
  /** 'copied' or 'failed'; null when BACKUP_COPY_TO is not set or the backup failed. */
  copy_state: string | null;
  copy_failure: string | null;
  restore_checked_at: string | null;
  /** Null when the last restore check passed (or none ran). */
  restore_check_failure: string | null;
}
