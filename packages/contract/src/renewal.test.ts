import { describe, expect, it } from 'vitest';
import { isValidPeriod, paymentStatus, renewalPeriod, subscriptionStatus } from './renewal';

describe('subscription status', () => {
  const today = '2026-11-21';

  it('is ACTIVE through the expiry date and EXPIRED the day after', () => {
    expect(paymentStatus({ expiry_date: '2026-11-21', reset_at: null, bounced_at: null }, today)).toBe('ACTIVE');
    expect(paymentStatus({ expiry_date: '2026-11-20', reset_at: null, bounced_at: null }, today)).toBe('EXPIRED');
  });

  it('marks a reset payment RESET and never counts it', () => {
    const reset = { expiry_date: '2027-04-30', reset_at: '2026-11-01T10:00:00.000Z', bounced_at: null };
    expect(paymentStatus(reset, today)).toBe('RESET');
    expect(subscriptionStatus([reset], today)).toBe('EXPIRED');
  });

  it('is EXPIRED for a member who never paid', () => {
    expect(subscriptionStatus([], today)).toBe('EXPIRED');
  });

  it('is ACTIVE when any unreset payment still runs', () => {
    expect(
      subscriptionStatus(
        [
          { expiry_date: '2025-12-31', reset_at: null, bounced_at: null },
          { expiry_date: '2026-12-31', reset_at: null, bounced_at: null },
        ],
        today,
      ),
    ).toBe('ACTIVE');
  });
});

describe('renewal period', () => {
  const inAYear = (issue: string) => `${Number(issue.slice(0, 4)) + 1}${issue.slice(4)}`;

  it('defaults the issue date to today and the expiry from the issue date', () => {
    expect(renewalPeriod({}, '2026-11-21', inAYear)).toEqual({ issueDate: '2026-11-21', expiryDate: '2027-11-21' });
    expect(renewalPeriod({ issue_date: '2026-01-05', expiry_date: '' }, '2026-11-21', inAYear)).toEqual({
      issueDate: '2026-01-05',
      expiryDate: '2027-01-05',
    });
  });

  it('keeps the dates staff typed, and tells an expiry before the issue', () => {
    const period = renewalPeriod({ issue_date: '2026-05-01', expiry_date: '2026-04-30' }, '2026-11-21', inAYear);
    expect(period).toEqual({ issueDate: '2026-05-01', expiryDate: '2026-04-30' });
    expect(isValidPeriod(period)).toBe(false);
    expect(isValidPeriod({ issueDate: '2026-05-01', expiryDate: '2026-05-01' })).toBe(true);
  });
});
