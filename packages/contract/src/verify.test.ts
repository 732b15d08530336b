import { describe, expect, it } from 'vitest';
import { maskedName, normalisedCode, receiptVerification, verifyPath } from './verify';

describe('maskedName', () => {
  it('keeps each word’s first letter and hides the rest behind four stars', () => {
    expect(maskedName('Ramesh Kumar')).toBe('R**** K****');
    expect(maskedName('  GEETA   NAIR ')).toBe('G**** N****');
    expect(maskedName('A')).toBe('A****');
  });

  it('keeps a letter of a Hindi name whole', () => {
    expect(maskedName('मीना जोशी')).toBe('म**** ज****');
  });
});

describe('codes', () => {
  it('reads a typed code in upper case without spaces', () => {
    expect(normalisedCode('mc1042-7kq2m -xh4pa')).toBe('MC1042-7KQ2M-XH4PA');
  });

  it('puts the code in the page’s address', () => {
    expect(verifyPath('MC1042-7KQ2M-XH4PA')).toBe('/verify/MC1042-7KQ2M-XH4PA');
  });
});

describe('receiptVerification', () => {
  it('leaves out any key it does not name', () => {
    const answer = receiptVerification.parse({
      trust_name: 'Employees Welfare Trust',
      receipt_no: 'MC/2026-27/00001',
      date: '2026-11-21',
      kind: 'MEDICLAIM',
      amount: 2500,
      standing: 'PAID',
      member_name: 'R**** K****',
      mobile: '9876543210',
    });
    expect(answer).not.toHaveProperty('mobile');
  });
});
