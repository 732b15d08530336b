import { countAll, type DbOrTrx, holdKeys, type Trx } from '../../db/connection';

/** The first key of the sign-in attempts' advisory locks ('SIGN'), apart from any other use of them. */
const SIGN_IN_LOCK = 0x5349474e;

/**
 * Holds the attempt keys for the rest of the transaction, so two attempts on one account or from one
 * address count one after the other: the second counts the first's row.
 */
export async function holdAttemptKeys(trx: Trx, keys: readonly string[]): Promise<void> {
  await holdKeys(trx, SIGN_IN_LOCK, keys);
}

export async function insertAttempt(db: DbOrTrx, key: string, at: Date): Promise<number> {
  const row = await db
    .insertInto('sign_in_attempts')
    .values({ key, at: at.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attempts under `key` made after `since`, the caller's own included. */
export async function countAttemptsSince(db: DbOrTrx, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select(countAll.as('n'))
    .where('key', '=', key)
    .where('at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function deleteAttempt(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute();
}

/** Attempts too old to count in any window. */
export async function deleteAttemptsBefore(db: DbOrTrx, before: Date): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('at', '<=', before.toISOString()).execute();
}
