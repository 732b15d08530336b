import type { DbOrTrx } from '../../db/connection';
import { countAll } from '../../db/connection';
import { REQUIRE_TWO_STEP_FOR_ADMINS } from './auth.repository';

export function findTwoStepSecret(db: DbOrTrx, adminId: number) {
  return db.selectFrom('two_step_secrets').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
}

/** A set-up that waits for its first code, in place of any earlier one that was never confirmed: its secret only encrypted. */
export async function saveUnconfirmedSecret(
  db: DbOrTrx,
  adminId: number,
  sealed: { secret: ''; secret_cipher: string },
  at: Date,
): Promise<void> {
  await db.deleteFrom('two_step_secrets').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('two_step_secrets')
    .values({ admin_id: adminId, ...sealed, created_at: at.toISOString(), confirmed_at: null, last_step: null })
    .execute();
}

export async function confirmSecret(db: DbOrTrx, adminId: number, step: number, at: Date): Promise<void> {
  await db
    .updateTable('two_step_secrets')
    .set({ confirmed_at: at.toISOString(), last_step: step })
    .where('admin_id', '=', adminId)
    .execute();
}

/**
 * Takes the time step of a code that matched, only when it is later than the last one taken:
 * false when the code was used already (or by a request racing this one).
 */
export async function acceptStep(db: DbOrTrx, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_step_secrets')
    .set({ last_step: step })
    .where('admin_id', '=', adminId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTwoStep(db: DbOrTrx, adminId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
  await db.deleteFrom('two_step_secrets').where('admin_id', '=', adminId).execute();
}

export async function replaceRecoveryCodes(db: DbOrTrx, adminId: number, hashes: string[], at: Date): Promise<void> {
  await db.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, created_at: at.toISOString(), used_at: null })))
    .execute();
}

/** Marks an unused recovery code used; false when there is none with that hash (or it was used). */
export async function useRecoveryCode(db: DbOrTrx, adminId: number, hash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at.toISOString() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: DbOrTrx, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select(countAll.as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function readRequireTwoStepForAdmins(db: DbOrTrx): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_rules')
    .select('value')
    .where('name', '=', REQUIRE_TWO_STEP_FOR_ADMINS)
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function saveRequireTwoStepForAdmins(
  db: DbOrTrx,
  required: boolean,
  meta: { by: string; at: Date },
): Promise<void> {
  const row = { value: String(required), updated_by: meta.by, updated_at: meta.at.toISOString() };
  await db
    .insertInto('sign_in_rules')
    .values({ name: REQUIRE_TWO_STEP_FOR_ADMINS, ...row })
    .onConflict((oc) => oc.column('name').doUpdateSet(row))
    .execute();
}
