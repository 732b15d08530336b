import type { LoginInput, RegisterAdminInput, SignedInAnswer } from '@trust/contract/auth';
import type { UserLanguage } from '@trust/contract/languages';
import type { TwoStepLoginInput } from '@trust/contract/two-step';
import { ApiError, api } from '../../api/client';
import { session } from '../../api/session';
import { showIn } from '../../i18n/catalogue';

// The sign-in screen loads no schema library until it is used: its answers' schemas come with the call.
const auth = () => import('@trust/contract/auth');
const answers = () => import('@trust/contract/answers');

export const login = (input: LoginInput) => api.post('login', input, () => auth().then((c) => c.loginAnswer));

/** The second step of signing in: the challenge the password step answered and a code. */
export const loginWithCode = (input: TwoStepLoginInput) =>
  api.post('login/two-step', input, () => auth().then((c) => c.signedInAnswer));

/** Keeps what the server says of the session: the token, who, the role, what must be done first. */
export function keepSession(answer: SignedInAnswer): void {
  session.store(answer.token, answer.user, answer);
}

/** The first screen after signing in: a temporary password to change, two-step sign-in to set up, or the dashboard. */
export function firstScreen(answer: SignedInAnswer): string {
  if (answer.mustChangePassword) return '/change-password';
  if (answer.mustSetUpTwoStep) return '/two-step';
  return '/dashboard';
}

/** Sets the language the signed-in account sees the app in. */
export const setOwnLanguage = (language: UserLanguage) =>
  api.put('me/language', { language }, () => answers().then((c) => c.doneAnswer));

/** From the user's menu: shows the app in `language` at once and keeps it with the account. */
export function chooseLanguage(language: UserLanguage): void {
  void showIn(language);
  void setOwnLanguage(language).catch(() => undefined);
}

/**
 * After signing in: a language chosen on the login screen is saved to the account when it differs
 * from the account's; otherwise the account's own language is shown in this browser from now on.
 */
export async function keepLanguage(account: UserLanguage, chosen: UserLanguage | null): Promise<void> {
  if (chosen && chosen !== account) await setOwnLanguage(chosen).catch(() => undefined);
  else await showIn(account);
}

export const verify = () => api.get('verify', () => auth().then((c) => c.verifyAnswer));

/**
 * Asks the server about the session and keeps its answer (role, what must be done first). A token it
 * refuses signs out (the client does that on a 401); a request cut short says nothing about it.
 */
export async function verifySession(): Promise<void> {
  try {
    const answer = await verify();
    session.update(answer.user, answer);
    await showIn(answer.user.language);
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status !== 401) void logout();
  }
}

export const registerAdmin = (input: RegisterAdminInput) =>
  api.post('register', input, () => auth().then((c) => c.registerAdminAnswer));

/** Signs out on the server (the token stops working), then here, loading the login screen once, afresh. */
export async function logout(): Promise<void> {
  if (session.isLoggedIn()) {
    await api.post('logout', {}, () => answers().then((c) => c.doneAnswer)).catch(() => undefined);
  }
  session.leaveForLogin();
}
