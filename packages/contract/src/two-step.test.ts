import { describe, expect, it } from 'vitest';
import { normalisedCode, signInRules, twoStepLoginInput, twoStepMessages } from './two-step';

describe('two-step sign-in input', () => {
  it('reads a code without the spaces and hyphens typed for reading', () => {
    expect(normalisedCode(' 123 456 ')).toBe('123456');
    expect(normalisedCode('abcd-efgh-jkmn')).toBe('ABCDEFGHJKMN');
  });

  it('asks for the code when it is missing or blank', () => {
    for (const code of [undefined, '', '   ']) {
      const result = twoStepLoginInput.safeParse({ challenge: 'x', code });
      expect(result.error?.issues[0]?.message).toBe(twoStepMessages.codeRequired);
    }
  });

  it('takes the sign-in rule as true or false only', () => {
    expect(signInRules.safeParse({ require_two_step_for_admins: true }).success).toBe(true);
    expect(signInRules.safeParse({}).success).toBe(false);
    expect(signInRules.safeParse({ require_two_step_for_admins: 'yes' }).success).toBe(false);
  });
});
