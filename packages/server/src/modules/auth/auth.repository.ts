import type { UserLanguage } from '@trust/contract/languages';
import type { Role } from '@trust/contract/roles';
import type { DbOrTrx } from '../../db/connection';
import { countAll } from '../../db/connection';

/** The sign-in rule that makes admins use two-step sign-in; its row is absent until an admin sets it. */
export const REQUIRE_TWO_STEP_FOR_ADMINS = 'require_two_step_for_admins';

export function findAdminByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findAdminById(db: DbOrTrx, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setAdminLanguage(db: DbOrTrx, id: number, language: UserLanguage): Promise<void> {
  await db.updateTable('admins').set({ language }).where('id', '=', id).execute();
}

export async function countAdmins(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('admins').select(countAll.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export async function insertAdmin(
  db: DbOrTrx,
  admin: {
    name: string;
    phone: string;
    email: string;
    passwordHash: string;
    role: Role;
    createdBy: string | null;
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      name: admin.name,
      phone: admin.phone,
      email: admin.email.toLowerCase(),
      password_hash: admin.passwordHash,
      role: admin.role,
      created_by: admin.createdBy,
      created_at: admin.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What decides, at sign-in, whether an account must set up two-step sign-in first. */
export async function twoStepStateOf(db: DbOrTrx, adminId: number) {
  const [secret, rule] = await Promise.all([
    db
      .selectFrom('two_step_secrets')
      .select('confirmed_at')
      .where('admin_id', '=', adminId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db.selectFrom('sign_in_rules').select('value').where('name', '=', REQUIRE_TWO_STEP_FOR_ADMINS).executeTakeFirst(),
  ]);
  return { isOn: secret !== undefined, isRequiredForAdmins: rule?.value === 'true' };
}

export async function insertSession(
  db: DbOrTrx,
  session: { id: string; adminId: number; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      admin_id: session.adminId,
      created_at: session.at.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
}

export async function markSignedIn(db: DbOrTrx, adminId: number, at: Date): Promise<void> {
  await db.updateTable('admins').set({ last_sign_in_at: at.toISOString() }).where('id', '=', adminId).execute();
}

/**
 * The account behind a session that is neither revoked nor expired, of an account that is not
 * disabled, with what the account must do first. One query: every API request makes it.
 */
const liveSession = (db: DbOrTrx, sessionId: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .leftJoin('two_step_secrets', (join) =>
      join.onRef('two_step_secrets.admin_id', '=', 'admins.id').on('two_step_secrets.confirmed_at', 'is not', null),
    )
    .leftJoin('sign_in_rules', (join) => join.on('sign_in_rules.name', '=', REQUIRE_TWO_STEP_FOR_ADMINS))
    .select([
      'admins.id',
      'admins.name',
      'admins.email',
      'admins.role',
      'admins.language',
      'admins.temporary_password_at',
      'two_step_secrets.confirmed_at as two_step_confirmed_at',
      'sign_in_rules.value as require_two_step_for_admins',
      'sessions.id as session_id',
      'sessions.expires_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('admins.disabled_at', 'is', null)
    .execute();

export async function findLiveSession(db: DbOrTrx, sessionId: string, now: Date) {
  const [session] = await liveSession(db, sessionId, now.toISOString());
  return session;
}

export async function revokeSession(db: DbOrTrx, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Expired sessions are of no use to anyone; dropping them keeps the table small. */
export async function deleteExpiredSessions(db: DbOrTrx, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

/**
 * A new password hash; `temporarySince` set when an admin gave it (it must be changed at the next
 * sign-in), null when the account's owner chose it.
 */
export async function setPasswordHash(
  db: DbOrTrx,
  id: number,
  passwordHash: string,
  temporarySince: Date | null,
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, temporary_password_at: temporarySince?.toISOString() ?? null })
    .where('id', '=', id)
    .execute();
}

/** Signs out every other session of an admin, keeping the one that asked. */
export async function revokeOtherSessions(db: DbOrTrx, adminId: number, keep: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('admin_id', '=', adminId)
    .where('id', '!=', keep)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Signs out every session of an account: it was disabled, or given a temporary password. */
export async function revokeAllSessions(db: DbOrTrx, adminId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
