import { describe, expect, it } from 'vitest';
import { textMessages } from './fields';
import {
  bulkGroup,
  bulkLineMode,
  bulkRenewalInput,
  coverChangesQuery,
  ENROLMENT_COLUMNS,
  enrolmentLines,
  policyYear,
  policyYearOf,
} from './season';

describe('renewal season', () => {
  it('runs a policy year from 1 May to 30 April, named by the year it starts in', () => {
    expect(policyYear(2026)).toEqual({ fromDate: '2026-05-01', toDate: '2027-04-30' });
    expect(policyYearOf('2026-05-01')).toBe(2026);
    expect(policyYearOf('2027-04-30')).toBe(2026);
    expect(policyYearOf('2026-04-30')).toBe(2025);
  });

  it('pays a line by its own mode, else the payroll transfer of the kind', () => {
    expect(bulkLineMode('MEMBERSHIP', '')).toBe('CASH');
    expect(bulkLineMode('MEDICLAIM', ' ')).toBe('FUND TRANSFER');
    expect(bulkLineMode('MEDICLAIM', 'upi')).toBe('UPI');
    expect(bulkLineMode('MEDICLAIM', 'CASH')).toBeNull();
    expect(bulkGroup('group ia')).toBe('GROUP IA');
    expect(bulkGroup('GROUP Z')).toBeNull();
  });

  it('takes the list as text cells, numbered by line', () => {
    const parsed = bulkRenewalInput.parse({
      kind: 'MEMBERSHIP',
      issue_date: '',
      lines: [{ line: 2, member: 'M1', amount: '600' }],
    });
    expect(parsed.lines[0]).toEqual({
      line: 2,
      member: 'M1',
      amount: '600',
      mode_of_payment: '',
      reference_number: '',
      book_fee: '',
      group: '',
    });
    expect(bulkRenewalInput.safeParse({ kind: 'GPAIS', lines: [] }).success).toBe(false);
  });

  it.each([
    ['member', '1\u0000', textMessages.controlCharacters],
    ['member', 'M\ud800', textMessages.brokenCharacter],
    ['amount', '600\u001b', textMessages.controlCharacters],
    ['mode_of_payment', 'CASH\u0085', textMessages.controlCharacters],
    ['reference_number', 'UTR\n1', textMessages.lineBreaks],
    ['book_fee', '\udc00', textMessages.brokenCharacter],
    ['group', 'GROUP\u007f', textMessages.controlCharacters],
  ])('refuses a %s cell of %j by the text rule', (column, value, message) => {
    const line = { line: 2, member: 'M1', amount: '600', [column]: value };
    const parsed = bulkRenewalInput.safeParse({ kind: 'MEMBERSHIP', issue_date: '', lines: [line] });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[`lines.0.${column}`, message]]);
  });

  it('keeps a clean cell as given, spaces and all', () => {
    const parsed = bulkRenewalInput.parse({
      kind: 'MEMBERSHIP',
      lines: [{ line: 1, member: ' 1234 5678 9012 ', amount: '600' }],
    });
    expect(parsed.lines[0]?.member).toBe(' 1234 5678 9012 ');
  });

  it('keeps the changes of cover within one policy year', () => {
    expect(coverChangesQuery.safeParse({ fromDate: '2026-05-01', toDate: '2027-04-30' }).success).toBe(true);
    const across = coverChangesQuery.safeParse({ fromDate: '2026-04-01', toDate: '2026-05-31' });
    expect(across.success).toBe(false);
    expect(across.error?.issues[0]?.message).toBe('The dates must fall in one policy year (1 May to 30 April)');
  });

  it('writes an enrolment line per person with dates the Indian way', () => {
    const [line] = enrolmentLines([
      {
        member_id: 'M1',
        name: 'Asha Rao',
        relation: 'SELF',
        date_of_birth: '1980-02-01',
        age: 46,
        sex: 'FEMALE',
        family_group: '1+3',
        premium: 9000,
        receipt_no: 'MC/2026-27/00001',
        cover_start: '2026-05-01',
      },
    ]);
    expect(line).toHaveLength(ENROLMENT_COLUMNS.length);
    expect(line?.[3]).toBe('01/02/1980');
    expect(line?.[9]).toBe('01/05/2026');
  });
});
