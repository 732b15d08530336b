import { describe, expect, it } from 'vitest';
import { authMessages, changePasswordInput, loginAnswer, loginInput, registerAdminInput } from './auth';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('login input', () => {
  it('requires both fields with the form words', () => {
    expect(messages(loginInput.safeParse({}))).toEqual([authMessages.emailRequired, authMessages.passwordRequired]);
    expect(messages(loginInput.safeParse({ email: '  ', password: '' }))).toEqual([
      authMessages.emailRequired,
      authMessages.passwordRequired,
    ]);
  });

  it('refuses special symbols in the email', () => {
    expect(messages(loginInput.safeParse({ email: "a'b@x.in", password: 'x' }))).toEqual([authMessages.emailSymbols]);
    expect(loginInput.safeParse({ email: 'a_b-c@x.in', password: 'x' }).success).toBe(true);
  });
});

describe('admin registration input', () => {
  const good = { name: 'Asha Rao', phone: '9876543210', email: 'asha@trust.in', password: 'secret123' };

  it('accepts a good admin', () => {
    expect(registerAdminInput.safeParse(good).success).toBe(true);
  });

  it.each(['short1', '1234567', 'ab  cd'])('refuses the password %s, shorter than 8 characters', (password) => {
    expect(messages(registerAdminInput.safeParse({ ...good, password }))).toEqual([authMessages.passwordRule]);
  });

  it.each(['lettersonly', '12345678', 'has space1', 'symbol!23', 'correct horse battery staple', 'पासवर्ड१२३४५'])(
    'accepts the password %s: any characters, 8 or more',
    (password) => {
      expect(registerAdminInput.safeParse({ ...good, password }).success).toBe(true);
    },
  );

  it('counts characters, not bytes', () => {
    expect(registerAdminInput.safeParse({ ...good, password: '👪👪👪👪👪👪👪' }).success).toBe(false);
    expect(registerAdminInput.safeParse({ ...good, password: '👪👪👪👪👪👪👪👪' }).success).toBe(true);
  });

  it('registers STAFF unless a role is given, and only the three roles', () => {
    expect(registerAdminInput.parse(good).role).toBe('STAFF');
    expect(registerAdminInput.parse({ ...good, role: 'VIEWER' }).role).toBe('VIEWER');
    expect(registerAdminInput.safeParse({ ...good, role: 'ROOT' }).success).toBe(false);
  });

  it('refuses a name with digits and a bad phone', () => {
    expect(messages(registerAdminInput.safeParse({ ...good, name: 'R2D2', phone: '12' }))).toEqual([
      authMessages.nameLetters,
      authMessages.phoneInvalid,
    ]);
  });
});

describe('changing one\u2019s password', () => {
  it('takes a passphrase and refuses the old password again', () => {
    expect(
      changePasswordInput.safeParse({ old_password: 'old pass 1', new_password: 'a new passphrase' }).success,
    ).toBe(true);
    expect(changePasswordInput.safeParse({ old_password: 'same pass 1', new_password: 'same pass 1' }).success).toBe(
      false,
    );
  });
});

describe('the sign-in answer', () => {
  it('is either signed in, with the role and language, or a two-step challenge', () => {
    const signedIn = {
      token: 't',
      user: { name: 'A', email: 'a@x.in', role: 'VIEWER', language: 'hi' },
      mustChangePassword: false,
      mustSetUpTwoStep: false,
    };
    expect(loginAnswer.safeParse(signedIn).success).toBe(true);
    expect(loginAnswer.safeParse({ twoStep: true, challenge: 'c' }).success).toBe(true);
    expect(loginAnswer.safeParse({ ...signedIn, user: { name: 'A', email: 'a@x.in' } }).success).toBe(false);
    expect(
      loginAnswer.safeParse({ ...signedIn, user: { name: 'A', email: 'a@x.in', role: 'VIEWER', language: 'fr' } })
        .success,
    ).toBe(false);
  });
});
