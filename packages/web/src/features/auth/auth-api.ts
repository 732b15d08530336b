import type { LoginInput, RegisterAdminInput } from '@trust/contract/auth';
import { api } from '../../api/client';
import { session } from '../../api/session';

// The sign-in screen loads no schema library until it is used: its answers' schemas come with the call.
const auth = () => import('@trust/contract/auth');
const answers = () => import('@trust/contract/answers');

export const login = (input: LoginInput) => api.post('login', input, () => auth().then((c) => c.loginAnswer));

export const verify = () => api.get('verify', () => auth().then((c) => c.verifyAnswer));

export const registerAdmin = (input: RegisterAdminInput) =>
  api.post('register', input, () => auth().then((c) => c.registerAdminAnswer));

/** Signs out on the server (the token stops working), clears the session, and reloads. */
export async function logout(): Promise<void> {
  if (session.isLoggedIn()) {
    await api.post('logout', {}, () => answers().then((c) => c.doneAnswer)).catch(() => undefined);
  }
  session.clear();
  window.location.reload();
}
