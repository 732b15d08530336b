import type { DbOrTrx } from '../../db/connection';
import { countAll } from '../../db/connection';

export function findAdminByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('admins').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function countAdmins(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('admins').select(countAll.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export async function insertAdmin(
  db: DbOrTrx,
  admin: { name: string; phone: string; email: string; passwordHash: string; createdBy: string | null; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      name: admin.name,
      phone: admin.phone,
      email: admin.email.toLowerCase(),
      password_hash: admin.passwordHash,
      created_by: admin.createdBy,
      created_at: admin.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

/** The signed-in admin behind a session that is neither revoked nor expired. */
export function findLiveSession(db: DbOrTrx, sessionId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['admins.id', 'admins.name', 'admins.email', 'sessions.id as session_id', 'sessions.expires_at'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
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

export function findAdminById(db: DbOrTrx, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setPasswordHash(db: DbOrTrx, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', id).execute();
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
