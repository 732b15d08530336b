/**
 * Failed sign-ins per account (by the email typed, in lower case), over the last WINDOW_MS. Only
 * failures count: a right password is let in from any address while the account's own failures
 * are under the limit, and refused once they reach it, so guessing one account's password from many
 * addresses stops there. Kept in the server's memory; a restart forgets it.
 */
const WINDOW_MS = 15 * 60 * 1000;
const MAX_ACCOUNTS = 10_000;

export class FailedSignIns {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limit: number) {}

  isLocked(account: string, now: Date): boolean {
    return this.recent(account, now).length >= this.limit;
  }

  record(account: string, now: Date): void {
    if (this.failures.size >= MAX_ACCOUNTS) this.forgetOld(now);
    this.failures.set(account, [...this.recent(account, now), now.getTime()]);
  }

  private recent(account: string, now: Date): number[] {
    const since = now.getTime() - WINDOW_MS;
    return (this.failures.get(account) ?? []).filter((t) => t > since);
  }

  private forgetOld(now: Date): void {
    for (const account of [...this.failures.keys()]) {
      if (this.recent(account, now).length === 0) this.failures.delete(account);
    }
    // Still full (a flood of made-up emails): the account failed longest ago makes room.
    const oldest = this.failures.keys().next();
    if (this.failures.size >= MAX_ACCOUNTS && !oldest.done) this.failures.delete(oldest.value);
  }
}

const byDatabase = new WeakMap<object, FailedSignIns>();

/** One per database handle, as the sessions' cache: tests build several apps in one process. */
export function failedSignInsOf(db: object, limit: number): FailedSignIns {
  let counter = byDatabase.get(db);
  if (!counter) {
    counter = new FailedSignIns(limit);
    byDatabase.set(db, counter);
  }
  return counter;
}
