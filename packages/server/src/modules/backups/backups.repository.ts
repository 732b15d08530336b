import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { BackupTable } from '../../db/schema';

export type BackupRow = Omit<BackupTable, 'id'> & { id: number };
export type NewBackupRow = Omit<BackupTable, 'id' | 'restore_checked_at' | 'restore_check_failure'>;

export async function insertBackup(db: Db, row: NewBackupRow): Promise<number> {
  const inserted = await db.insertInto('backups').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function latestBackup(db: Db): Promise<BackupRow | undefined> {
  return db
    .selectFrom('backups')
    .selectAll()
    .orderBy('taken_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function latestCheckedBackup(db: Db): Promise<BackupRow | undefined> {
  return db
    .selectFrom('backups')
    .selectAll()
    .where('state', '=', 'checked')
    .where('file', 'is not', null)
    .orderBy('taken_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function recordRestoreCheck(db: Db, id: number, at: string, failure: string | null): Promise<void> {
  await db
    .updateTable('backups')
    .set({ restore_checked_at: at, restore_check_failure: failure })
    .where('id', '=', id)
    .execute();
}

/** The PostgreSQL schema the tables live in, which pg_dump is told to back up. */
export async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
