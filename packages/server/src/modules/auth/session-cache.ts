import type { AppContext, SignedInUser } from '../../context';

/**
 * Tokens checked in the last few seconds, so a busy desk's every request does not verify the JWT
 * and read its session again (together most of the cost of a simple lookup). Logout and password
 * changes in this process forget the sessions they revoke at once; a revocation made elsewhere
 * (another server process on the same PostgreSQL) is seen within TTL_MS.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SignedInUser;
  checkedAt: number;
  validUntil: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Bumped by every revocation. A check that read a session before a revocation committed must
   * not store what it read, or it would outlive the revocation; `store` refuses such a check.
   */
  private revocations = 0;

  /** The user behind a token checked recently, or undefined. `now` is the server's clock, which tests move. */
  find(token: string, now: Date): SignedInUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const t = now.getTime();
    if (t < entry.checkedAt || t >= entry.validUntil) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  /** What a check needs to hand back to `store`. */
  startCheck(): number {
    return this.revocations;
  }

  store(token: string, user: SignedInUser, check: { startedAs: number; at: Date; expiresAt: Date }): void {
    if (check.startedAs !== this.revocations) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const checkedAt = check.at.getTime();
    this.entries.set(token, {
      user,
      checkedAt,
      validUntil: Math.min(checkedAt + TTL_MS, check.expiresAt.getTime()),
    });
  }

  forgetSession(sessionId: string): void {
    this.forget((user) => user.sessionId === sessionId);
  }

  forgetOtherSessions(adminId: number, keepSessionId: string): void {
    this.forget((user) => user.id === adminId && user.sessionId !== keepSessionId);
  }

  private forget(matches: (user: SignedInUser) => boolean): void {
    this.revocations += 1;
    for (const [token, entry] of this.entries) if (matches(entry.user)) this.entries.delete(token);
  }
}

const caches = new WeakMap<AppContext, SessionCache>();

/** One cache per app (tests build several in one process, each on its own database). */
export function sessionCacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new SessionCache();
    caches.set(ctx, cache);
  }
  return cache;
}
