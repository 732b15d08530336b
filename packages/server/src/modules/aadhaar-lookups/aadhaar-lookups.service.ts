import { AADHAAR_MISSES_PER_DAY, aadhaarMessages } from '@trust/contract/aadhaar';
import { todayInIndia } from '@trust/contract/dates';
import { roleAllows } from '@trust/contract/roles';
import { userMessages } from '@trust/contract/users';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction } from '../../db/connection';
import { conflict, HttpError, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { accountById } from '../auth/accounts.service';
import { accountsPast, addMisses, forgetMisses, missesOn } from './aadhaar-lookups.repository';

/**
 * Finding members by a full Aadhaar number (member search, the Member List's filter and count, the
 * bulk renewal's lines) is a way to test guessed numbers: the last four digits are on every screen.
 * So it is for the roles that may reveal the number (STAFF, ADMIN), every lookup is audited as
 * `AADHAAR_LOOKUP` (who, where, how many numbers were tried and found; never a number), and numbers
 * that find nobody count against the account in the database, shared by every server process: past
 * `AADHAAR_MISSES_PER_DAY` in India's day its lookups by number answer 429.
 */

/** Where a lookup came from, as its audit line names it. */
export type AadhaarLookup = 'member search' | 'member list' | 'member count' | 'bulk preview' | 'bulk renewal';

const tooManyMisses = () => new HttpError(429, aadhaarMessages.tooManyMisses);

/** Whether the account may find members by a full Aadhaar number: a VIEWER's search reads it as plain text. */
export function mayLookUpAadhaar(by: SignedInUser): boolean {
  return roleAllows(by.role, 'STAFF');
}

/**
 * Finds which of the keyed hashes belong to members (`find`), audited and counted: refused with 429
 * before looking when the account is locked today, and after looking, without answering what was
 * found, when this lookup's misses take the day past the limit. The misses are counted even then,
 * so a refused list cannot be used to test numbers for free.
 */
export async function lookUpAadhaar(
  ctx: AppContext,
  by: SignedInUser,
  lookup: AadhaarLookup,
  hashes: readonly string[],
  find: (hashes: string[]) => Promise<Set<string>>,
): Promise<Set<string>> {
  const tried = [...new Set(hashes)];
  if (tried.length === 0) return new Set();
  const now = ctx.now();
  const today = todayInIndia(now);
  const audit = { actor: by.email, action: 'AADHAAR_LOOKUP', entity: 'admin', entityId: by.id };
  if ((await missesOn(ctx.db, by.id, today)) > AADHAAR_MISSES_PER_DAY) {
    await recordAudit(ctx.db, { ...audit, after: { lookup, tried: tried.length, refused: true } }, now);
    throw tooManyMisses();
  }
  const found = await find(tried);
  const missed = tried.filter((hash) => !found.has(hash));
  const misses = await inTransaction(ctx.db, async (trx) => {
    const total = await addMisses(trx, by.id, today, missed);
    const refused = total > AADHAAR_MISSES_PER_DAY;
    await recordAudit(
      trx,
      { ...audit, after: { lookup, tried: tried.length, found: found.size, ...(refused ? { refused } : {}) } },
      now,
    );
    return total;
  });
  if (misses > AADHAAR_MISSES_PER_DAY) throw tooManyMisses();
  return found;
}

/** The accounts whose lookups by Aadhaar number are locked today, for the Users screen. */
export function lockedAadhaarLookups(ctx: AppContext): Promise<Set<number>> {
  return accountsPast(ctx.db, todayInIndia(ctx.now()), AADHAAR_MISSES_PER_DAY);
}

/**
 * `DELETE users/{id}/aadhaar-lookups` (ADMIN): a locked account may look up by number again, its
 * day's misses forgotten; audited as `AADHAAR_LOOKUPS_CLEARED` with how many there were.
 */
export async function clearAadhaarLookups(ctx: AppContext, id: number, by: SignedInUser): Promise<void> {
  const now = ctx.now();
  const today = todayInIndia(now);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await accountById(trx, id))) throw notFound(userMessages.notFound);
    const misses = await missesOn(trx, id, today);
    if (misses <= AADHAAR_MISSES_PER_DAY) throw conflict(userMessages.aadhaarLookupsNotLocked);
    await forgetMisses(trx, id);
    await recordAudit(
      trx,
      { actor: by.email, action: 'AADHAAR_LOOKUPS_CLEARED', entity: 'admin', entityId: id, after: { misses } },
      now,
    );
  });
}
