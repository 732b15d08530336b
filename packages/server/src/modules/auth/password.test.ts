import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../../../test/helpers';
import { commonPasswordCount, isCommonPassword } from '../../common-passwords';

async function signIn(
  t: ReturnType<Parameters<Parameters<typeof forEachDatabase>[1]>[0]>,
  email: string,
  password: string,
) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return res.statusCode === 200 ? (res.json().token as string) : null;
}

forEachDatabase('changing one\u2019s own password', (get) => {
  it('needs the old password and the admin password rules', async () => {
    const t = get();
    await t.call('POST', '/api/register', {
      name: 'Usha',
      phone: '9876543210',
      email: 'usha@trust.test',
      password: 'usha12345',
    });
    const token = await signIn(t, 'usha@trust.test', 'usha12345');
    const as = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });

    const wrong = await as({ old_password: 'nope12345', new_password: 'usha67890' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The old password is not correct');
    const weak = await as({ old_password: 'usha12345', new_password: 'short' });
    expect(weak.json().message).toBe('Password Must be Minimum 8 characters, at least 1 letter and 1 number');
    const mismatch = await as({ old_password: 'usha12345', new_password: 'usha67890', confirm_password: 'usha67891' });
    expect(mismatch.json().message).toBe('The new passwords do not match');
    expect(await signIn(t, 'usha@trust.test', 'usha12345')).not.toBeNull();
  });

  it('signs out the other sessions of that user, keeps this one, and the new password works', async () => {
    const t = get();
    await t.call('POST', '/api/register', {
      name: 'Vani',
      phone: '9876543210',
      email: 'vani@trust.test',
      password: 'vani12345',
    });
    const here = await signIn(t, 'vani@trust.test', 'vani12345');
    const elsewhere = await signIn(t, 'vani@trust.test', 'vani12345');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: { authorization: `Bearer ${here}` },
      payload: { old_password: 'vani12345', new_password: 'vani67890' },
    });
    expect(res.json()).toEqual({ error: false });
    const verify = (token: string | null) =>
      t.app.inject({ method: 'GET', url: '/api/verify', headers: { authorization: `Bearer ${token}` } });
    expect((await verify(here)).statusCode).toBe(200);
    expect((await verify(elsewhere)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/verify')).statusCode).toBe(200);
    expect(await signIn(t, 'vani@trust.test', 'vani12345')).toBeNull();
    expect(await signIn(t, 'vani@trust.test', 'vani67890')).not.toBeNull();
  });
});

describe('the list of common passwords', () => {
  it('is the full maintained list, looked up without regard to case', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('tea at the ghat, 5 pm!')).toBe(false);
  });
});
