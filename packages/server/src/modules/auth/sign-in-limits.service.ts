import { createHmac } from 'node:crypto';
import { authMessages } from '@trust/contract/auth';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction } from '../../db/connection';
import { HttpError } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { findAdminById } from './auth.repository';
import { verifyPassword } from './password';
import {
  countAttemptsSince,
  deleteAttempt,
  deleteAttemptsBefore,
  holdAttemptKeys,
  insertAttempt,
} from './sign-in-attempts.repository';

/**
 * The sign-in limits, kept in the database (table sign_in_attempts) so that every server process
 * counts the same attempts and a restart forgets none. Each attempt is counted before its password
 * or code is checked, in one transaction that holds its keys: however many arrive at once, no more
 * than the limit are let through to be checked.
 *
 * - An account: its failed passwords and codes over the last 15 minutes, from whatever addresses. An
 *   attempt counts while it is checked, and stops counting when the password or code proves right
 *   (only failures lock an account; a success removes its own attempt and nothing else, so it never
 *   makes room for a guess that was already waiting).
 * - A client address: every sign-in attempt over the last minute, right or wrong.
 *
 * The repository's table is general (a key and an instant); the keys and windows are the auth
 * module's.
 */
const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
const ADDRESS_WINDOW_MS = 60 * 1000;
const LONGEST_WINDOW_MS = Math.max(ACCOUNT_WINDOW_MS, ADDRESS_WINDOW_MS);

export interface CountedAttempt {
  /** The account's row of this attempt, removed if the password or code proves right. */
  accountRow: number;
}

const tooManyAttempts = () => new HttpError(429, authMessages.tooManyAttempts);

/**
 * An account's key: a keyed hash of the email typed, in lower case. The text typed may be a password
 * put in the wrong box, so it is never stored; every server has the same key, the token secret.
 */
function accountKey(ctx: AppContext, email: string): string {
  const hash = createHmac('sha256', ctx.config.jwtSecret)
    .update(`sign-in attempts\0${email.toLowerCase()}`)
    .digest('base64url');
  return `account:${hash}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}

/**
 * Counts one attempt on the account of `email` (and, when given, from `address`) before it is checked;
 * 429 'Too many sign-in attempts…' when that makes more than the limit, and then it is not counted.
 */
export async function countAttempt(ctx: AppContext, who: { email: string; address?: string }): Promise<CountedAttempt> {
  const now = ctx.now();
  const limit = ctx.config.loginRateLimit;
  const account = accountKey(ctx, who.email);
  const address = who.address === undefined ? null : addressKey(who.address);
  const accountRow = await inTransaction(ctx.db, async (trx) => {
    await holdAttemptKeys(trx, address ? [account, address] : [account]);
    if (address) {
      await insertAttempt(trx, address, now);
      const fromAddress = await countAttemptsSince(trx, address, new Date(now.getTime() - ADDRESS_WINDOW_MS));
      if (fromAddress > limit) throw tooManyAttempts();
    }
    const row = await insertAttempt(trx, account, now);
    const onAccount = await countAttemptsSince(trx, account, new Date(now.getTime() - ACCOUNT_WINDOW_MS));
    if (onAccount > limit) throw tooManyAttempts();
    return row;
  });
  // Made-up emails leave rows nobody counts again; they go once they are too old to count.
  await deleteAttemptsBefore(ctx.db, new Date(now.getTime() - LONGEST_WINDOW_MS));
  return { accountRow };
}

/** The password or code proved right: the attempt no longer counts against the account. */
export async function forgiveAttempt(ctx: AppContext, attempt: CountedAttempt): Promise<void> {
  await deleteAttempt(ctx.db, attempt.accountRow);
}

/**
 * One's own password, typed again by a signed-in account (a password change, two-step sign-in's
 * changes). A wrong one counts as a failed sign-in of the account, and is audited as
 * `PASSWORD_CHECK_FAILED` with the address and what the password was asked for; at the limit, 429
 * as at sign-in, without checking it.
 */
export async function isOwnPassword(
  ctx: AppContext,
  user: SignedInUser,
  password: string,
  meta: { address: string; askedFor: string },
): Promise<boolean> {
  const attempt = await countAttempt(ctx, { email: user.email });
  const admin = await findAdminById(ctx.db, user.id);
  if (admin && (await verifyPassword(password, admin.password_hash))) {
    await forgiveAttempt(ctx, attempt);
    return true;
  }
  await recordAudit(
    ctx.db,
    {
      actor: user.email,
      action: 'PASSWORD_CHECK_FAILED',
      entity: 'admin',
      entityId: user.id,
      after: { address: meta.address, askedFor: meta.askedFor },
    },
    ctx.now(),
  );
  return false;
}
