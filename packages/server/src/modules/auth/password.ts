import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { authMessages } from '@trust/contract/auth';
import { isCommonPassword } from '../../common-passwords';
import { badRequest } from '../../errors';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAXMEM = 64 * 1024 * 1024;

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAXMEM });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Checked against when the email is unknown, so a wrong email takes as long as a wrong password. */
export const DECOY_HASH = await hashPassword(randomBytes(12).toString('base64'));

/**
 * Refuses one of the most common passwords, for registration, a change and a temporary password
 * alike; `field` names the form field the message belongs to.
 */
export function acceptablePassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(authMessages.passwordTooCommon, [{ path: field, message: authMessages.passwordTooCommon }]);
  }
}
