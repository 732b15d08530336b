import { ROLES, type Role } from '@trust/contract/roles';

/**
 * The signed-in session lives in one place: localStorage, where the old screens kept the token in
 * two storages. Beside the token it keeps who is signed in, their role, and what the account must
 * do first; the server checks each again on every request, so these only shape the screens.
 */

const TOKEN = 'token';
const EMAIL = 'email';
const NAME = 'name';
const ROLE = 'role';
const MUST_CHANGE_PASSWORD = 'mustChangePassword';
const MUST_SET_UP_TWO_STEP = 'mustSetUpTwoStep';
const KEYS = [TOKEN, EMAIL, NAME, ROLE, MUST_CHANGE_PASSWORD, MUST_SET_UP_TWO_STEP];

export interface SessionUser {
  name: string;
  email: string;
  role: Role;
}

export interface AccountSetup {
  mustChangePassword: boolean;
  mustSetUpTwoStep: boolean;
}

const listeners = new Set<() => void>();
let version = 0;
/**
 * Set once this page has left for the login screen. A sign-out and a refused token can both come in
 * its last moments (a screen's request answered 401 while Logout waits on the server); a second
 * leave would start the login screen's load again.
 */
let leaving = false;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const flag = (key: string) => localStorage.getItem(key) === 'true';

export const session = {
  token: () => localStorage.getItem(TOKEN) ?? '',
  name: () => localStorage.getItem(NAME) ?? '',
  email: () => localStorage.getItem(EMAIL) ?? '',
  /** The stored role; anything else reads as the least one, so a screen never shows more than it may. */
  role: (): Role => {
    const stored = localStorage.getItem(ROLE);
    return (ROLES as readonly string[]).includes(stored ?? '') ? (stored as Role) : 'VIEWER';
  },
  mustChangePassword: () => flag(MUST_CHANGE_PASSWORD),
  mustSetUpTwoStep: () => flag(MUST_SET_UP_TWO_STEP),
  isLoggedIn: () => (localStorage.getItem(TOKEN) ?? '') !== '',
  store(token: string, user: SessionUser, setup: AccountSetup) {
    localStorage.setItem(TOKEN, token);
    session.update(user, setup);
  },
  /** What the server said of the session at sign-in or since (a new role, a password changed). */
  update(user: SessionUser, setup: AccountSetup) {
    localStorage.setItem(EMAIL, user.email);
    localStorage.setItem(NAME, user.name);
    localStorage.setItem(ROLE, user.role);
    localStorage.setItem(MUST_CHANGE_PASSWORD, String(setup.mustChangePassword));
    localStorage.setItem(MUST_SET_UP_TWO_STEP, String(setup.mustSetUpTwoStep));
    changed();
  },
  clear() {
    for (const key of KEYS) localStorage.removeItem(key);
    changed();
  },
  /**
   * Signs out here and loads the login screen afresh in place of this page, so nothing of the signed-out
   * account stays in memory. The screens are not told the session ended: told, the signed-in ones move
   * to /login themselves first, and the login screen would be loaded twice.
   */
  leaveForLogin() {
    for (const key of KEYS) localStorage.removeItem(key);
    if (leaving) return;
    leaving = true;
    window.location.replace('/login');
  },
  /** For screens that show the session: they render again when it changes. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};
