import type { UserLanguage } from '@trust/contract/languages';
import type { Role } from '@trust/contract/roles';
import type { Generated } from 'kysely';

/** The staff's accounts and what their signing in keeps: sessions, second steps, limits, Aadhaar lookups. */

export interface AdminTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  password_hash: string;
  created_by: string | null;
  created_at: string;
  role: Generated<Role>;
  /** Set while the account is disabled: it cannot sign in and its sessions are over. */
  disabled_at: string | null;
  /** Set while the account signs in with a temporary password an admin gave it. */
  temporary_password_at: string | null;
  last_sign_in_at: string | null;
  /** The language the account sees the app in (migration 220). */
  language: Generated<UserLanguage>;
}

export interface TwoStepSecretTable {
  admin_id: number;
  /**
   * '' once encrypted; the base32 secret as the authenticator app was given it only in a row stored
   * before migration 170, until the next start encrypts it (db/two-step-secrets.ts).
   */
  secret: string;
  /** The base32 secret encrypted with the data key (db/two-step-secrets.ts). */
  secret_cipher: string | null;
  created_at: string;
  /** Null while the set-up waits for its first code. */
  confirmed_at: string | null;
  last_step: number | null;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  admin_id: number;
  /** SHA-256 of the code as shown, in hex; the code itself is never stored. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface SignInRuleTable {
  name: string;
  value: string;
  updated_by: string;
  updated_at: string;
}

export interface SessionTable {
  id: string;
  admin_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/**
 * One sign-in attempt: `key` names what it counts against, an account (`account:` and a keyed hash of
 * the email typed) or a client address (`address:` and the address). Deleted once older than the
 * longest window, and an account's row when its password or code proved right.
 */
export interface SignInAttemptTable {
  id: Generated<number>;
  key: string;
  at: string;
}

/** An account's day of Aadhaar lookups: the row a lookup locks while it counts the day's misses. */
export interface AadhaarLookupDayTable {
  admin_id: number;
  /** India's day, YYYY-MM-DD. */
  day: string;
  /** Distinct numbers that found nobody that day. */
  misses: number;
}

/** A number that found nobody, by keyed hash: counted once a day however often it is tried. */
export interface AadhaarLookupMissTable {
  admin_id: number;
  day: string;
  hash: string;
}
