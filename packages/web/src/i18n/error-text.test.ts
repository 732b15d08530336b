import { cashbookMessages } from '@trust/contract/cashbook';
import { importMessages } from '@trust/contract/import';
import { memberMessages } from '@trust/contract/member';
import { describe, expect, it } from 'vitest';
import { errorText, showIn } from './catalogue';

describe('a message of the server or the contract in हिन्दी', () => {
  it('names the modes and kinds the English wrote in its own words', async () => {
    await showIn('hi');
    expect(errorText(cashbookMessages.countedRequired('CASH'))).toBe('गिना गया नकद भरना आवश्यक है');
    expect(errorText(cashbookMessages.countedRequired('DEBIT/CREDIT CARD'))).toBe(
      'गिना गया डेबिट/क्रेडिट कार्ड भरना आवश्यक है',
    );
    expect(errorText('Added 3 dependents', 'import.added', { count: '3', kind: 'dependents' })).toBe('3 आश्रित जोड़े गए');
    expect(errorText(importMessages.added(1, 'members'))).toBe('1 सदस्य जोड़े गए');
  });

  it('shows the message a row of an import carries in Hindi too', async () => {
    await showIn('hi');
    const inner = memberMessages.exists('1042');
    expect(errorText(importMessages.rowHasProblem(7, inner))).toBe('पंक्ति 7: आईडी 1042 वाला सदस्य पहले से मौजूद है');
    expect(
      errorText(importMessages.rowHasProblem(7, inner), 'import.rowHasProblem', { row: '7', message: inner }),
    ).toBe('पंक्ति 7: आईडी 1042 वाला सदस्य पहले से मौजूद है');
  });

  it('leaves a value it has no Hindi for as it came, and English as the contract has it', async () => {
    expect(errorText(cashbookMessages.countedRequired('CASH'))).toBe('Counted CASH Is Required Field');
    await showIn('hi');
    expect(errorText(cashbookMessages.countedRequired('BARTER'))).toBe('गिना गया BARTER भरना आवश्यक है');
  });
});
