import { describe, expect, it } from 'vitest';
import { addDays, everyMonth, lastMonths, monthLabel, monthStart, renewalState, renewalWindow } from './dashboard';

describe('renewal windows', () => {
  const today = '2026-03-15';

  it('counts as due what runs out between today and 30 days on, both included', () => {
    expect(renewalWindow('due', today)).toEqual({ from: '2026-03-15', to: '2026-04-14' });
  });

  it('counts as recently expired what ran out in the 30 days before today', () => {
    expect(renewalWindow('expired', today)).toEqual({ from: '2026-02-13', to: '2026-03-14' });
  });

  it('counts as active whatever runs to today or later', () => {
    expect(renewalWindow('active', today)).toEqual({ from: '2026-03-15', to: null });
  });
});

describe('renewal state', () => {
  const today = '2026-03-15';

  it('places an expiry in the window it falls in', () => {
    expect(renewalState('2026-04-15', today)).toBe('active');
    expect(renewalState('2026-04-14', today)).toBe('due');
    expect(renewalState('2026-03-15', today)).toBe('due');
    expect(renewalState('2026-03-14', today)).toBe('expired');
    expect(renewalState('2026-02-13', today)).toBe('expired');
  });

  it('is null for what lapsed earlier or was never paid', () => {
    expect(renewalState('2026-02-12', today)).toBeNull();
    expect(renewalState(null, today)).toBeNull();
  });
});

describe('dates and months', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the twelve months up to this one, oldest first', () => {
    const months = lastMonths('2026-03-15', 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months[11]).toBe('2026-03');
    expect(lastMonths('2026-01-31', 2)).toEqual(['2025-12', '2026-01']);
  });

  it('fills months without collections with zero', () => {
    expect(everyMonth(['2026-01', '2026-02'], [{ month: '2026-02', count: 2, amount: 700 }])).toEqual([
      { month: '2026-01', count: 0, amount: 0 },
      { month: '2026-02', count: 2, amount: 700 },
    ]);
  });

  it('names months and finds their first day', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthStart('2026-11-21')).toBe('2026-11-01');
  });
});
