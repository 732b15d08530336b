import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { type Account, accountOf, forEachDatabase, type TestApp } from '../../../test/helpers';
import { encryptTwoStepSecrets } from '../../db/two-step-secrets';

function codeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

async function enrol(t: TestApp, account: Account): Promise<string> {
  const started = await account.call('POST', '/api/two-step/start', { password: account.password });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await account.call('POST', '/api/two-step/confirm', { code: codeAt(secret, t.ctx.now()) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return secret;
}

/** The password, then the code the phone shows in the next period (the enrolment took this one's). */
async function signInWithCode(t: TestApp, account: Account, secret: string, period: number) {
  t.setNow(new Date(Date.now() + period * 30_000));
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: account.email, password: account.password },
  });
  expect(first.statusCode, first.body).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/login/two-step',
    payload: { challenge: first.json().challenge, code: codeAt(secret, t.ctx.now()) },
  });
}

function storedSecret(t: TestApp, account: Account) {
  return t.ctx.db
    .selectFrom('two_step_secrets')
    .select(['secret', 'secret_cipher'])
    .where('admin_id', '=', account.id)
    .executeTakeFirstOrThrow();
}

forEachDatabase('two-step secrets encrypted with the data key', (get) => {
  it('keeps a new secret only encrypted, and signs in with its codes', async () => {
    const t = get();
    const staff = await accountOf(t, 'STAFF');
    const secret = await enrol(t, staff);
    const stored = await storedSecret(t, staff);
    expect(stored.secret).toBe('');
    expect(stored.secret_cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(stored.secret_cipher).not.toContain(secret);
    const signedIn = await signInWithCode(t, staff, secret, 1);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    t.setNow(new Date());
  });

  it('encrypts at start, once, a secret stored in clear before, and the account still signs in with its codes', async () => {
    const t = get();
    const staff = await accountOf(t, 'ADMIN');
    const secret = await enrol(t, staff);
    // As a database from before the encryption holds it: the base32 secret, no ciphertext.
    await t.ctx.db
      .updateTable('two_step_secrets')
      .set({ secret, secret_cipher: null })
      .where('admin_id', '=', staff.id)
      .execute();
    const cleared = await signInWithCode(t, staff, secret, 2);
    expect(cleared.statusCode, cleared.body).toBe(200);

    await encryptTwoStepSecrets(t.ctx.db, t.ctx.config.dataKey);
    const moved = await storedSecret(t, staff);
    expect(moved.secret).toBe('');
    expect(moved.secret_cipher).not.toBeNull();
    expect(JSON.stringify(await t.ctx.db.selectFrom('two_step_secrets').selectAll().execute())).not.toContain(secret);
    // A later start finds nothing to encrypt and leaves the ciphertext as it is.
    await encryptTwoStepSecrets(t.ctx.db, t.ctx.config.dataKey);
    expect(await storedSecret(t, staff)).toEqual(moved);

    const signedIn = await signInWithCode(t, staff, secret, 3);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    t.setNow(new Date());
  });
});
