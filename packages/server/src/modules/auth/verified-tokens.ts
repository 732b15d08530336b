import type { KeyObject } from 'node:crypto';

/**
 * Tokens whose signature was verified, by their full text: what a verification found (the session
 * it names and when it ends) can never change, so keeping it is correct on any number of server
 * processes. Whether that session may still act (signed out, disabled, a new role, a new password,
 * two-step changes) is read from the database on every request: a revocation made by any server
 * holds from the next request, everywhere.
 *
 * Verifying the JWT (jose, through Web Crypto) was about 90 µs of the 442 to 560 µs of server CPU
 * a member lookup took with every token checked in full (`npm run bench`, 2 cores, 50,000 members,
 * 10 connections, SQLite). Sessions themselves were kept for five seconds as well, until two server
 * processes on one database showed a revoked token still working on the other for up to 4.7 s. The
 * session read that every request now makes is compiled once (auth.repository.ts): measured
 * in-process, 4,000 reads, median of 5 rounds, on a shared machine with a load average of 14 on 2
 * cores, it took 15 µs of CPU on SQLite (104 built each time) and 183 µs on PostgreSQL, beside a
 * member lookup through `app.inject` of 458 and 864 µs in the same runs.
 */
const MAX_ENTRIES = 10_000;

export interface VerifiedToken {
  sessionId: string;
  /** Milliseconds since the epoch; the token is worth nothing from then on. */
  expiresAt: number;
}

export class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken>();

  find(token: string, now: Date): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now.getTime() >= entry.expiresAt) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  keep(token: string, verified: VerifiedToken): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, verified);
  }
}

const byKey = new WeakMap<KeyObject, VerifiedTokens>();

/** One per signing key: a signature verified with one key says nothing under another. */
export function verifiedTokensOf(key: KeyObject): VerifiedTokens {
  let tokens = byKey.get(key);
  if (!tokens) {
    tokens = new VerifiedTokens();
    byKey.set(key, tokens);
  }
  return tokens;
}
