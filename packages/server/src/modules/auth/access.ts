import { authMessages } from '@trust/contract/auth';
import { type Role, roleAllows, roleMessages } from '@trust/contract/roles';
import type { SignedInUser } from '../../context';
import { HttpError } from '../../errors';

/**
 * Who may call a route, declared beside its other options and checked here for every request once
 * the token is checked (docs/api.md, "Roles"):
 * - `role`: the least role that may call it (VIEWER < STAFF < ADMIN); every route that is not
 *   public must declare one, or the app refuses to start;
 * - `accountSetup`: it stays open while the account must first change a temporary password or set
 *   up two-step sign-in (signing out, changing the password, setting up two-step sign-in).
 */
export interface AccessRule {
  public?: boolean;
  role?: Role;
  accountSetup?: boolean;
}

/** At registration: a route that is not public and names no role is a mistake, caught at start. */
export function requireRule(method: string | string[], url: string, rule: AccessRule | undefined): void {
  if (rule?.public || rule?.role) return;
  throw new Error(
    `${[method].flat().join(',')} ${url} declares no role: add config: { role: 'VIEWER' | 'STAFF' | 'ADMIN' } (docs/api.md, "Roles")`,
  );
}

/** The refusal of a signed-in user's request, or null when it may go on. */
export function refusal(user: SignedInUser, rule: AccessRule): HttpError | null {
  if (!rule.role || !roleAllows(user.role, rule.role)) return new HttpError(403, roleMessages.forbidden);
  if (rule.accountSetup) return null;
  if (user.mustChangePassword) return new HttpError(403, authMessages.changePasswordFirst);
  if (user.mustSetUpTwoStep) return new HttpError(403, authMessages.setUpTwoStepFirst);
  return null;
}
