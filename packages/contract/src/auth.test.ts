import { describe, expect, it } from 'vitest';
import { authMessages, loginInput, registerAdminInput } from './auth';

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

  it.each(['short1', 'lettersonly', '12345678', 'has space1', 'symbol!23'])('refuses the password %s', (password) => {
    expect(messages(registerAdminInput.safeParse({ ...good, password }))).toEqual([authMessages.passwordRule]);
  });

  it('refuses a name with digits and a bad phone', () => {
    expect(messages(registerAdminInput.safeParse({ ...good, name: 'R2D2', phone: '12' }))).toEqual([
      authMessages.nameLetters,
      authMessages.phoneInvalid,
    ]);
  });
});
