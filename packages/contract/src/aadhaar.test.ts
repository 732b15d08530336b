import { describe, expect, it } from 'vitest';
import { aadhaarDigits, isAadhaarNumber, maskAadhaar } from './aadhaar';
import { createMemberInput } from './member';

describe('Aadhaar numbers', () => {
  it('are 12 digits, with spaces, hyphens or dots between them in any grouping', () => {
    for (const typed of [
      '123456789012',
      '1234 5678 9012',
      '1234-5678-9012',
      '1234.5678.9012',
      '1234 - 5678 - 9012',
      '1234-5678.9012',
      '12-3456-789012',
      '1 2 3 4 5 6 7 8 9 0 1 2',
      ' 1234 5678 9012 ',
      '1234\u00a05678\u00a09012',
      '1234\t5678\t9012',
      '1234\u20135678\u20149012',
      '1234\u22125678\u22129012',
      '1234--5678..9012',
    ]) {
      expect(aadhaarDigits(typed), JSON.stringify(typed)).toBe('123456789012');
    }
  });

  it('are nothing else', () => {
    for (const typed of [
      '',
      '12345678901',
      '1234567890123',
      '1234-5678-901',
      '1234 5678 9012 3',
      'T-4521',
      '55-12',
      '1234/5678/9012',
      '1234_5678_9012',
      '1234,5678,9012',
      'A1234 5678 9012',
      '1234 5678 9012x',
      'XXXX XXXX 9012',
      '١٢٣٤٥٦٧٨٩٠١٢',
      '----.... ',
    ]) {
      expect(isAadhaarNumber(typed), JSON.stringify(typed)).toBe(false);
    }
  });

  it('show only their last four digits', () => {
    expect(maskAadhaar('123456789012')).toBe('XXXX XXXX 9012');
  });

  it('come back masked from a form left alone, which the member form accepts', () => {
    const ticket = (ticket_number: string) =>
      createMemberInput.safeParse({ ticket_number }).error?.issues.find((i) => i.path[0] === 'ticket_number');
    expect(ticket('XXXX XXXX 9012')).toBeUndefined();
    expect(ticket('1234 5678 9012')).toBeUndefined();
    expect(ticket('1234.5678.9012')).toBeUndefined();
    expect(ticket('1234.5678')?.message).toBe('Ticket/Aadhar Number In Number Only ');
    expect(ticket('XXXX 9012')?.message).toBe('Ticket/Aadhar Number In Number Only ');
  });
});
