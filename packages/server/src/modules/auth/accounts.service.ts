import type { Role } from '@trust/contract/roles';
import type { DbOrTrx, Trx } from '../../db/connection';
import { findAdminByEmail, findAdminById, insertAdmin, revokeAllSessions, setPasswordHash } from './auth.repository';
import { deleteTwoStep, findTwoStepSecret } from './two-step.repository';

/*
 * What other modules (the Users screen, the Aadhaar lookups' lock) do with an account: the auth
 * module keeps the accounts, their sessions and their two-step secrets. Each runs in the caller's
 * transaction, which writes the audit line.
 */

/** The stored account, or undefined. */
export function accountById(db: DbOrTrx, id: number) {
  return findAdminById(db, id);
}

/** The stored account of the address (any case), or undefined. */
export function accountByEmail(db: DbOrTrx, email: string) {
  return findAdminByEmail(db, email);
}

/** A new account; its ID. */
export function addAccount(
  trx: Trx,
  account: {
    name: string;
    phone: string;
    email: string;
    passwordHash: string;
    role: Role;
    createdBy: string;
    at: Date;
  },
): Promise<number> {
  return insertAdmin(trx, account);
}

/** A password an admin gave the account: it must choose its own at the next sign-in. */
export function setTemporaryPasswordHash(trx: Trx, id: number, passwordHash: string, at: Date): Promise<void> {
  return setPasswordHash(trx, id, passwordHash, at);
}

/** Signs the account out everywhere; how many sessions ended. */
export function endAllSessions(trx: Trx, id: number, at: Date): Promise<number> {
  return revokeAllSessions(trx, id, at);
}

/** Turns the account's two-step sign-in off; false when it was not on. */
export async function removeTwoStep(trx: Trx, id: number): Promise<boolean> {
  if (!(await findTwoStepSecret(trx, id))?.confirmed_at) return false;
  await deleteTwoStep(trx, id);
  return true;
}
