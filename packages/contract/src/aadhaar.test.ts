import { describe, expect, it } from 'vitest';
import { aadhaarDigits, isAadhaarNumber, maskAadhaar } from './aadhaar';
import { createMemberInput } from './member';

describe('Aadhaar numbers', () => {
  it('are 12 digits, spaces allowed', () => {
    expect(aadhaarDigits('1234 5678 9012')).toBe('123456789012');
    expect(aadhaarDigits('123456789012')).toBe('123456789012');
    expect(isAadhaarNumber('12345678901')).toBe(false);
    expect(isAadhaarNumber('1234-5678-9012')).toBe(false);
    expect(isAadhaarNumber('T-4521')).toBe(false);
    expect(isAadhaarNumber('')).toBe(false);
  });

  it('show only their last four digits', () => {
    expect(maskAadhaar('123456789012')).toBe('XXXX XXXX 9012');
  });

  it('come back masked from a form left alone, which the member form accepts', () => {
    const ticket = (ticket_number: string) =>
      createMemberInput.safeParse({ ticket_number }).error?.issues.find((i) => i.path[0] === 'ticket_number');
    expect(ticket('XXXX XXXX 9012')).toBeUndefined();
    expect(ticket('1234 5678 9012')).toBeUndefined();
    expect(ticket('XXXX 9012')?.message).toBe('Ticket/Aadhar Number In Number Only ');
  });
});
