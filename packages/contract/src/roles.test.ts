import { describe, expect, it } from 'vitest';
import { role } from './auth';
import { ROLES, roleAllows } from './roles';

describe('roles', () => {
  it('orders the roles: each may do what the ones before it may', () => {
    expect(ROLES).toEqual(['VIEWER', 'STAFF', 'ADMIN']);
    expect(roleAllows('VIEWER', 'VIEWER')).toBe(true);
    expect(roleAllows('VIEWER', 'STAFF')).toBe(false);
    expect(roleAllows('VIEWER', 'ADMIN')).toBe(false);
    expect(roleAllows('STAFF', 'VIEWER')).toBe(true);
    expect(roleAllows('STAFF', 'STAFF')).toBe(true);
    expect(roleAllows('STAFF', 'ADMIN')).toBe(false);
    expect(roleAllows('ADMIN', 'VIEWER')).toBe(true);
    expect(roleAllows('ADMIN', 'STAFF')).toBe(true);
    expect(roleAllows('ADMIN', 'ADMIN')).toBe(true);
  });

  it('accepts exactly the three role names', () => {
    expect(role.safeParse('STAFF').success).toBe(true);
    expect(role.safeParse('staff').success).toBe(false);
    expect(role.safeParse('ROOT').error?.issues[0]?.message).toBe('Choose one of VIEWER, STAFF, ADMIN');
  });
});
