import { authMessages, type RegisterAdminInput } from '@trust/contract/auth';
import { twoStepMessages } from '@trust/contract/two-step';
import type { TemporaryPasswordInput, UpdateUserInput, UserRow } from '@trust/contract/users';
import { userMessages } from '@trust/contract/users';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, isUniqueViolation, lockActiveAdmins } from '../../db/connection';
import { conflict, notFound } from '../../errors';
import { lockedAadhaarLookups } from '../aadhaar-lookups/aadhaar-lookups.service';
import { recordAudit } from '../audit/audit.repository';
import {
  accountByEmail,
  accountById,
  addAccount,
  endAllSessions,
  removeTwoStep,
  setTemporaryPasswordHash,
} from '../auth/accounts.service';
import { acceptablePassword, hashPassword } from '../auth/password';
import { countActiveAdmins, listUsers, setDisabled, setRole } from './users.repository';

export async function users(ctx: AppContext): Promise<UserRow[]> {
  const [rows, locked] = await Promise.all([listUsers(ctx.db), lockedAadhaarLookups(ctx)]);
  return rows.map((row) => ({ ...row, aadhaar_lookups_locked: locked.has(row.id) }));
}

/** Register An Admin: a new account of the role chosen; `created_by` is who is signed in, whatever the body says. */
export async function registerAdmin(ctx: AppContext, input: RegisterAdminInput, by: SignedInUser): Promise<number> {
  acceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      if (await accountByEmail(trx, input.email)) throw conflict(authMessages.adminExists);
      const id = await addAccount(trx, {
        name: input.name,
        phone: input.phone,
        email: input.email,
        passwordHash,
        role: input.role,
        createdBy: by.email,
        at: now,
      });
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: 'REGISTER_ADMIN',
          entity: 'admin',
          entityId: id,
          after: { id, name: input.name, phone: input.phone, email: input.email.toLowerCase(), role: input.role },
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

/**
 * A new role, or disabled / enabled. Disabling signs the account out everywhere at once. The last
 * active admin can be neither disabled nor given another role, or nobody could manage the accounts.
 */
export async function updateUser(ctx: AppContext, id: number, input: UpdateUserInput, by: SignedInUser): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await lockActiveAdmins(trx);
    const before = await accountById(trx, id);
    if (!before) throw notFound(userMessages.notFound);
    const role = input.role ?? before.role;
    const isDisabled = input.disabled ?? before.disabled_at !== null;
    const wasActiveAdmin = before.role === 'ADMIN' && before.disabled_at === null;
    if (wasActiveAdmin && (role !== 'ADMIN' || isDisabled) && (await countActiveAdmins(trx)) <= 1) {
      throw conflict(userMessages.lastAdmin);
    }
    if (isDisabled && before.disabled_at === null && id === by.id) throw conflict(userMessages.ownAccountDisabled);
    const entry = { actor: by.email, entity: 'admin', entityId: id };
    if (role !== before.role) {
      await setRole(trx, id, role);
      await recordAudit(trx, { ...entry, action: 'CHANGE_ROLE', before: { role: before.role }, after: { role } }, now);
    }
    if (isDisabled !== (before.disabled_at !== null)) {
      await setDisabled(trx, id, isDisabled ? now : null);
      const revokedSessions = isDisabled ? await endAllSessions(trx, id, now) : 0;
      await recordAudit(
        trx,
        { ...entry, action: isDisabled ? 'DISABLE_ACCOUNT' : 'ENABLE_ACCOUNT', after: { revokedSessions } },
        now,
      );
    }
  });
}

/**
 * A temporary password an admin gives an account (one who forgot theirs): its sessions end, and it
 * must choose its own at the next sign-in.
 */
export async function setTemporaryPassword(
  ctx: AppContext,
  id: number,
  input: TemporaryPasswordInput,
  by: SignedInUser,
): Promise<void> {
  if (id === by.id) throw conflict(userMessages.ownPassword);
  acceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await accountById(trx, id))) throw notFound(userMessages.notFound);
    await setTemporaryPasswordHash(trx, id, passwordHash, now);
    const revokedSessions = await endAllSessions(trx, id, now);
    await recordAudit(
      trx,
      { actor: by.email, action: 'SET_TEMPORARY_PASSWORD', entity: 'admin', entityId: id, after: { revokedSessions } },
      now,
    );
  });
}

/**
 * Turns off another account's two-step sign-in, for someone who lost both the phone and the
 * recovery codes: the password alone signs in until it is set up again (at once, for an admin
 * while the sign-in rules require it).
 */
export async function resetTwoStep(ctx: AppContext, id: number, by: SignedInUser): Promise<void> {
  if (id === by.id) throw conflict(userMessages.ownTwoStep);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await accountById(trx, id))) throw notFound(userMessages.notFound);
    if (!(await removeTwoStep(trx, id))) throw conflict(twoStepMessages.notOn);
    await recordAudit(trx, { actor: by.email, action: 'TWO_STEP_RESET', entity: 'admin', entityId: id }, now);
  });
}
