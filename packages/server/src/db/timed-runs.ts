import type { Db } from './connection';

/**
 * Records that this server takes on the work due at `dueAt`; false when a server already has. Rows
 * are few (one a day for each kind of work) and kept as the history of runs.
 */
export async function claimTimedRun(db: Db, name: string, dueAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('timed_work_runs')
    .values({ name, due_at: dueAt.toISOString(), started_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['name', 'due_at']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
