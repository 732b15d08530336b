import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  formatRupees,
  membershipNumber,
  membershipReceiptTotal,
  REGISTRATION_FEE,
  receiptNumber,
  registrationReceiptTotal,
} from './receipt';

describe('amount in words', () => {
  it.each([
    [0, 'Zero Rupees Only'],
    [1, 'One Rupee Only'],
    [2, 'Two Rupees Only'],
    [19, 'Nineteen Rupees Only'],
    [20, 'Twenty Rupees Only'],
    [99, 'Ninety Nine Rupees Only'],
    [101, 'One Hundred One Rupees Only'],
    [600, 'Six Hundred Rupees Only'],
    [10_500, 'Ten Thousand Five Hundred Rupees Only'],
    [100_000, 'One Lakh Rupees Only'],
    [1_020_304, 'Ten Lakh Twenty Thousand Three Hundred Four Rupees Only'],
    [12_345_678, 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees Only'],
    [1_000_000_000, 'One Hundred Crore Rupees Only'],
  ])('writes %i as %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses what is not whole rupees', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('rupees in figures', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [99_999, '₹99,999'],
    [123_456, '₹1,23,456'],
    [12_345_678, '₹1,23,45,678'],
    [-1500, '-₹1,500'],
  ])('groups %i as %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe('receipt totals and numbers', () => {
  it('adds the book fee to the membership amount', () => {
    expect(membershipReceiptTotal(600, 0)).toBe(600);
    expect(membershipReceiptTotal(600, 50)).toBe(650);
  });

  it('charges the registration fee for the member and each dependent', () => {
    expect(REGISTRATION_FEE).toBe(100);
    expect(registrationReceiptTotal(0)).toBe(100);
    expect(registrationReceiptTotal(3)).toBe(400);
  });

  it('numbers a receipt by type, financial year and a five-digit sequence', () => {
    expect(receiptNumber('MS', '2026-27', 42)).toBe('MS/2026-27/00042');
    expect(receiptNumber('MC', '2025-26', 1)).toBe('MC/2025-26/00001');
    expect(receiptNumber('GD', '2026-27', 123_456)).toBe('GD/2026-27/123456');
    expect(() => receiptNumber('MI', '2026-27', 0)).toThrow(RangeError);
  });

  it('prints the membership number as the prefix and the member ID', () => {
    expect(membershipNumber('EWT/', '1042')).toBe('EWT/1042');
  });
});
