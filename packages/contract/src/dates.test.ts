import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  ageInYearsAndMonths,
  financialYear,
  formatDisplayDate,
  isDateInBounds,
  isUnder18,
  isValidIsoDate,
  retirementDate,
  todayInIndia,
  yearsAfter,
} from './dates';

describe('dates', () => {
  it('takes today in India, not in UTC', () => {
    expect(todayInIndia(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
    expect(todayInIndia(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31');
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDisplayDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDisplayDate(null)).toBe('');
  });

  it('rejects impossible dates', () => {
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('26-01-01')).toBe(false);
  });

  it('counts age in whole years and months', () => {
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageInYearsAndMonths('1990-06-15', '2026-11-21')).toBe('36 Years 5 Months');
    expect(ageInYearsAndMonths('2026-11-21', '2026-11-21')).toBe('0 Years 0 Months');
  });

  it('retires 60 years after birth at month end', () => {
    expect(retirementDate('1970-02-10')).toBe('2030-02-28');
    expect(retirementDate('1964-02-29')).toBe('2024-02-29');
    expect(retirementDate('1980-07-01')).toBe('2040-07-31');
  });

  it('knows a minor', () => {
    expect(isUnder18('2010-01-01', '2026-11-21')).toBe(true);
    expect(isUnder18('2008-11-21', '2026-11-21')).toBe(false);
  });

  it('names the Indian financial year', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });

  it('keeps records between 1900 and 2099', () => {
    expect(isDateInBounds('1900-01-01')).toBe(true);
    expect(isDateInBounds('2099-12-31')).toBe(true);
    expect(isDateInBounds('1899-12-31')).toBe(false);
    expect(isDateInBounds('2100-01-01')).toBe(false);
  });

  it('counts years forward, 29 February falling back to the 28th', () => {
    expect(yearsAfter('2016-01-01', 10)).toBe('2026-01-01');
    expect(yearsAfter('2024-02-29', 10)).toBe('2034-02-28');
    expect(yearsAfter('2024-02-29', 4)).toBe('2028-02-29');
  });
});
