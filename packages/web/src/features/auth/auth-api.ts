import type { LoginAnswer, LoginInput, RegisterAdminInput } from '@trust/contract/auth';
import { api } from '../../api/client';
import { session } from '../../api/session';

export const login = (input: LoginInput) => api.post<LoginAnswer>('login', input);

export const verify = () => api.get<{ status: number }>('verify');

export const registerAdmin = (input: RegisterAdminInput) => api.post<{ id: number }>('register', input);

/** Signs out on the server (the token stops working), clears the session, and reloads. */
export async function logout(): Promise<void> {
  if (session.isLoggedIn()) {
    await api.post('logout').catch(() => undefined);
  }
  session.clear();
  window.location.reload();
}
