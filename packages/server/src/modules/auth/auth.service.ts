import { randomBytes, randomUUID } from 'node:crypto';
import {
  authMessages,
  type ChangePasswordInput,
  type LoginInput,
  passwordMessages,
  type RegisterAdminInput,
} from '@trust/contract/auth';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, isUniqueViolation } from '../../db/connection';
import { recentSessionsOf } from '../../db/recent-sessions';
import { badRequest, conflict, HttpError } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import {
  countAdmins,
  deleteExpiredSessions,
  findAdminByEmail,
  findAdminById,
  findLiveSession,
  insertAdmin,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  setPasswordHash,
} from './auth.repository';
import { DECOY_HASH, hashPassword, verifyPassword } from './password';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
const ALGORITHM = 'HS256';

export async function login(ctx: AppContext, input: LoginInput) {
  const admin = await findAdminByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(input.password, admin?.password_hash ?? DECOY_HASH);
  const now = ctx.now();
  if (!admin || !passwordMatches) {
    await recordAudit(
      ctx.db,
      {
        actor: input.email.toLowerCase(),
        action: 'LOGIN_FAILED',
        entity: 'admin',
        entityId: input.email.toLowerCase(),
      },
      now,
    );
    throw new HttpError(401, authMessages.loginFailed);
  }
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
  await inTransaction(ctx.db, async (trx) => {
    await deleteExpiredSessions(trx, now);
    await insertSession(trx, { id: sessionId, adminId: admin.id, at: now, expiresAt });
    await recordAudit(trx, { actor: admin.email, action: 'LOGIN', entity: 'admin', entityId: admin.id }, now);
  });
  const token = await new SignJWT({ name: admin.name, email: admin.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(admin.id))
    .setJti(sessionId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.config.jwtSecret);
  return { token, user: { name: admin.name, email: admin.email } };
}

/**
 * The user behind a bearer token, or null: bad signature, other algorithm, expired, or signed out.
 * A token checked in the last few seconds is taken as it was then (see db/recent-sessions.ts).
 */
export async function authenticate(ctx: AppContext, token: string): Promise<SignedInUser | null> {
  const recent = recentSessionsOf(ctx.db);
  const now = ctx.now();
  const known = recent.find(token, now);
  if (known) return known;
  const check = recent.startCheck();
  let sessionId: string | undefined;
  try {
    const { payload } = await jwtVerify(token, ctx.config.jwtSecret, {
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    sessionId = payload.jti;
  } catch {
    return null;
  }
  if (!sessionId) return null;
  const session = await findLiveSession(ctx.db, sessionId, now);
  if (!session) return null;
  const user = { id: session.id, name: session.name, email: session.email, sessionId: session.session_id };
  recent.keep(token, user, { startedAs: check, at: now, expiresAt: new Date(session.expires_at) });
  return user;
}

export async function logout(ctx: AppContext, user: SignedInUser): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await revokeSession(trx, user.sessionId, now);
    await recordAudit(trx, { actor: user.email, action: 'LOGOUT', entity: 'admin', entityId: user.id }, now);
  });
  recentSessionsOf(ctx.db).forgetSession(user.sessionId);
}

export async function registerAdmin(ctx: AppContext, input: RegisterAdminInput, by: SignedInUser): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      if (await findAdminByEmail(trx, input.email)) throw conflict(authMessages.adminExists);
      const id = await insertAdmin(trx, {
        name: input.name,
        phone: input.phone,
        email: input.email,
        passwordHash,
        createdBy: input.created_by || by.name,
        at: now,
      });
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: 'REGISTER_ADMIN',
          entity: 'admin',
          entityId: id,
          after: { id, name: input.name, phone: input.phone, email: input.email.toLowerCase() },
        },
        now,
      );
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authMessages.adminExists);
    throw error;
  }
}

/** Changes one's own password; every other session of the same admin is signed out. */
export async function changePassword(ctx: AppContext, input: ChangePasswordInput, user: SignedInUser): Promise<void> {
  const admin = await findAdminById(ctx.db, user.id);
  if (!admin || !(await verifyPassword(input.old_password, admin.password_hash))) {
    throw badRequest(passwordMessages.oldWrong, [{ path: 'old_password', message: passwordMessages.oldWrong }]);
  }
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    const revoked = await revokeOtherSessions(trx, user.id, user.sessionId, now);
    await recordAudit(
      trx,
      {
        actor: user.email,
        action: 'CHANGE_PASSWORD',
        entity: 'admin',
        entityId: user.id,
        after: { revokedSessions: revoked },
      },
      now,
    );
  });
  recentSessionsOf(ctx.db).forgetOtherSessions(user.id, user.sessionId);
}

/**
 * The first admin, made only while there is none: from ADMIN_EMAIL and ADMIN_PASSWORD, or with a
 * random password that is printed once, since nobody could sign in otherwise.
 */
export async function ensureFirstAdmin(ctx: AppContext, announce: (line: string) => void): Promise<void> {
  if ((await countAdmins(ctx.db)) > 0) return;
  const { email, name } = ctx.config.firstAdmin;
  const password = ctx.config.firstAdmin.password ?? generatedPassword();
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const id = await insertAdmin(trx, { name, phone: '', email, passwordHash, createdBy: 'system', at: now });
    await recordAudit(
      trx,
      { actor: 'system', action: 'REGISTER_ADMIN', entity: 'admin', entityId: id, after: { id, name, email } },
      now,
    );
  });
  if (!ctx.config.firstAdmin.password) {
    announce(`First admin created: sign in as ${email} with password ${password} (shown only this once).`);
  }
}

function generatedPassword(): string {
  // Letters and digits only, with at least one of each, so it meets the admin password rule.
  return `${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}7a`;
}
