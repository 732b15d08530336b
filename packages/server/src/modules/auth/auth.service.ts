import { randomBytes, randomUUID } from 'node:crypto';
import {
  authMessages,
  type ChangePasswordInput,
  type LoginAnswer,
  type LoginInput,
  passwordMessages,
  type SignedInAnswer,
} from '@trust/contract/auth';
import type { UserLanguage } from '@trust/contract/languages';
import { type TwoStepLoginInput, twoStepMessages } from '@trust/contract/two-step';
import { jwtVerify, SignJWT } from 'jose';
import type { Selectable } from 'kysely';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction } from '../../db/connection';
import type { AdminTable } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import {
  countAdmins,
  deleteExpiredSessions,
  findAdminByEmail,
  findAdminById,
  findLiveSession,
  insertAdmin,
  insertSession,
  markSignedIn,
  revokeOtherSessions,
  revokeSession,
  setAdminLanguage,
  setPasswordHash,
  twoStepStateOf,
} from './auth.repository';
import { acceptablePassword, DECOY_HASH, hashPassword, verifyPassword } from './password';
import { countAttempt, forgiveAttempt, isOwnPassword } from './sign-in-limits.service';
import { isTwoStepOn, passSecondStep } from './two-step.service';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/** Time to type the code of the second step after the password. */
const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
const ALGORITHM = 'HS256';
/** A session token and a two-step challenge are signed with one key; their types keep them apart. */
const SESSION_TYPE = 'JWT';
const CHALLENGE_TYPE = 'two-step+jwt';

type Admin = Selectable<AdminTable>;

/**
 * The password step. The attempt is counted before the password is checked (sign-in-limits.service.ts).
 * A wrong email or password is audited: under the account when it exists, and as unknown, without
 * the text typed, when not (it may be a password typed into the wrong box). A right password signs
 * in, or asks for the second step when the account uses two-step sign-in.
 */
export async function login(ctx: AppContext, input: LoginInput, address: string): Promise<LoginAnswer> {
  const attempt = await countAttempt(ctx, { email: input.email, address });
  const now = ctx.now();
  const admin = await findAdminByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(input.password, admin?.password_hash ?? DECOY_HASH);
  if (!admin || !passwordMatches) {
    await recordAudit(
      ctx.db,
      admin
        ? { actor: admin.email, action: 'LOGIN_FAILED', entity: 'admin', entityId: admin.id, after: { address } }
        : { actor: 'unknown', action: 'LOGIN_FAILED', entity: 'admin', entityId: '', after: { address } },
      now,
    );
    throw new HttpError(401, authMessages.loginFailed);
  }
  await forgiveAttempt(ctx, attempt);
  await refuseDisabled(ctx, admin, address, now);
  if (await isTwoStepOn(ctx, admin.id)) {
    const challenge = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: CHALLENGE_TYPE })
      .setSubject(String(admin.id))
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS)
      .sign(ctx.config.jwtSecret);
    return { twoStep: true, challenge };
  }
  return startSession(ctx, admin, { via: 'password', address });
}

/** A disabled account is told so, once its password was right: it learns nothing a guesser could use. */
async function refuseDisabled(ctx: AppContext, admin: Admin, address: string, now: Date): Promise<void> {
  if (!admin.disabled_at) return;
  await recordAudit(
    ctx.db,
    { actor: admin.email, action: 'LOGIN_REFUSED', entity: 'admin', entityId: admin.id, after: { address } },
    now,
  );
  throw new HttpError(401, authMessages.accountDisabled);
}

/**
 * The second step: the challenge of the password step and a code. The code is counted as an attempt
 * on the account before it is checked, and a wrong one stays counted as a failed sign-in.
 */
export async function loginWithCode(
  ctx: AppContext,
  input: TwoStepLoginInput,
  address: string,
): Promise<SignedInAnswer> {
  const now = ctx.now();
  const adminId = await challengedAdmin(ctx, input.challenge, now);
  const admin = adminId === null ? undefined : await findAdminById(ctx.db, adminId);
  if (!admin) throw new HttpError(401, twoStepMessages.challengeExpired);
  await refuseDisabled(ctx, admin, address, now);
  const attempt = await countAttempt(ctx, { email: admin.email, address });
  const via = await inTransaction(ctx.db, (trx) => passSecondStep(trx, ctx.config.dataKey, admin.id, input.code, now));
  if (!via) {
    await recordAudit(
      ctx.db,
      { actor: admin.email, action: 'TWO_STEP_FAILED', entity: 'admin', entityId: admin.id, after: { address } },
      now,
    );
    throw new HttpError(401, twoStepMessages.codeWrong);
  }
  await forgiveAttempt(ctx, attempt);
  return startSession(ctx, admin, { via, address });
}

async function challengedAdmin(ctx: AppContext, challenge: string, now: Date): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(challenge, ctx.config.jwtSecret, {
      algorithms: [ALGORITHM],
      typ: CHALLENGE_TYPE,
      currentDate: now,
    });
    const id = Number(payload.sub);
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

async function startSession(
  ctx: AppContext,
  admin: Admin,
  how: { via: 'password' | 'code' | 'recovery code'; address: string },
): Promise<SignedInAnswer> {
  const now = ctx.now();
  const sessionId = randomUUID();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
  const twoStep = await twoStepStateOf(ctx.db, admin.id);
  await inTransaction(ctx.db, async (trx) => {
    await deleteExpiredSessions(trx, now);
    await insertSession(trx, { id: sessionId, adminId: admin.id, at: now, expiresAt });
    await markSignedIn(trx, admin.id, now);
    await recordAudit(
      trx,
      { actor: admin.email, action: 'LOGIN', entity: 'admin', entityId: admin.id, after: how },
      now,
    );
  });
  const token = await new SignJWT({ name: admin.name, email: admin.email })
    .setProtectedHeader({ alg: ALGORITHM, typ: SESSION_TYPE })
    .setSubject(String(admin.id))
    .setJti(sessionId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.config.jwtSecret);
  return {
    token,
    user: { name: admin.name, email: admin.email, role: admin.role, language: admin.language },
    mustChangePassword: admin.temporary_password_at !== null,
    mustSetUpTwoStep: admin.role === 'ADMIN' && twoStep.isRequiredForAdmins && !twoStep.isOn,
  };
}

/**
 * The user behind a bearer token, or null: bad signature, other algorithm or type, expired, signed
 * out, or its account disabled. The signature is verified and the session and account are read on
 * every request, so a revocation by any server process holds from the very next request.
 */
export async function authenticate(ctx: AppContext, token: string): Promise<SignedInUser | null> {
  const now = ctx.now();
  const verified = await verifiedToken(ctx, token, now);
  if (!verified) return null;
  const session = await findLiveSession(ctx.db, verified.sessionId, now);
  if (!session) return null;
  return {
    id: session.id,
    name: session.name,
    email: session.email,
    role: session.role,
    language: session.language,
    sessionId: session.session_id,
    mustChangePassword: session.temporary_password_at !== null,
    mustSetUpTwoStep:
      session.role === 'ADMIN' && session.require_two_step_for_admins === 'true' && !session.two_step_confirmed_at,
  };
}

/** The session a token names, when its signature, algorithm, type and expiry hold. */
async function verifiedToken(ctx: AppContext, token: string, now: Date): Promise<{ sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.config.jwtSecret, {
      algorithms: [ALGORITHM],
      typ: SESSION_TYPE,
      currentDate: now,
    });
    if (!payload.jti || payload.exp === undefined) return null;
    return { sessionId: payload.jti };
  } catch {
    return null;
  }
}

/** Sets the language the signed-in user sees the app in, from their next screen on. */
export async function setOwnLanguage(ctx: AppContext, user: SignedInUser, language: UserLanguage): Promise<void> {
  await setAdminLanguage(ctx.db, user.id, language);
}

export async function logout(ctx: AppContext, user: SignedInUser): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await revokeSession(trx, user.sessionId, now);
    await recordAudit(trx, { actor: user.email, action: 'LOGOUT', entity: 'admin', entityId: user.id }, now);
  });
}

/**
 * Changes one's own password, a temporary one included (which ends the need to change it); every
 * other session of the same account is signed out. A wrong old password counts as a failed sign-in.
 */
export async function changePassword(
  ctx: AppContext,
  input: ChangePasswordInput,
  user: SignedInUser,
  address: string,
): Promise<void> {
  if (!(await isOwnPassword(ctx, user, input.old_password, { address, askedFor: 'password change' }))) {
    throw badRequest(passwordMessages.oldWrong, [{ path: 'old_password', message: passwordMessages.oldWrong }]);
  }
  acceptablePassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, null);
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
    const id = await insertAdmin(trx, {
      name,
      phone: '',
      email,
      passwordHash,
      role: 'ADMIN',
      createdBy: 'system',
      at: now,
    });
    await recordAudit(
      trx,
      {
        actor: 'system',
        action: 'REGISTER_ADMIN',
        entity: 'admin',
        entityId: id,
        after: { id, name, email, role: 'ADMIN' },
      },
      now,
    );
  });
  if (!ctx.config.firstAdmin.password) {
    announce(`First admin created: sign in as ${email} with password ${password} (shown only this once).`);
  }
}

function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}
