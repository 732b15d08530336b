import { describe, expect, it } from 'vitest';
import { dependentLimitMessage } from './dependent-limit';

describe('dependentLimitMessage', () => {
  it('allows adding below the family group limit', () => {
    expect(dependentLimitMessage('1+3', 2)).toBeNull();
  });
  it('blocks at, over, and without a member', () => {
    expect(dependentLimitMessage('1+3', 3)).toBe('MAX DEPENDENTS REACHED!');
    expect(dependentLimitMessage('1+1', 2)).toBe('MORE THAN MAX LIMIT DEPENDENTS!');
    expect(dependentLimitMessage(null, 0)).toBe('Member Not Found / Member ID is Invalid!');
  });
});
