import { describe, expect, it } from 'vitest';
import { temporaryPasswordInput, updateUserInput, userMessages } from './users';

describe('changing an account', () => {
  it('needs a role, a disabled flag, or both', () => {
    expect(updateUserInput.safeParse({ role: 'VIEWER' }).success).toBe(true);
    expect(updateUserInput.safeParse({ disabled: true }).success).toBe(true);
    expect(updateUserInput.safeParse({ role: 'ADMIN', disabled: false }).success).toBe(true);
    expect(updateUserInput.safeParse({}).error?.issues[0]?.message).toBe(userMessages.nothingToChange);
    expect(updateUserInput.safeParse({ role: 'OWNER' }).success).toBe(false);
    expect(updateUserInput.safeParse({ disabled: 'yes' }).success).toBe(false);
  });

  it('holds a temporary password to the password rule', () => {
    expect(temporaryPasswordInput.safeParse({ password: 'long enough' }).success).toBe(true);
    expect(temporaryPasswordInput.safeParse({ password: 'short' }).success).toBe(false);
  });
});
