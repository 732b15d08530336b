import { describe, expect, it } from 'vitest';
import {
  dateMessages,
  dateRangeQuery,
  isoDate,
  optionalIsoDate,
  optionalText,
  pageQuery,
  paramText,
  passwordText,
  requiredText,
  textMessages,
  textProblem,
} from './fields';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('text', () => {
  it.each([
    ['a\u0000b', textMessages.controlCharacters],
    ['\u0007bell', textMessages.controlCharacters],
    ['esc\u001b[0m', textMessages.controlCharacters],
    ['del\u007f', textMessages.controlCharacters],
    ['c1\u0085', textMessages.controlCharacters],
    ['half \ud800 pair', textMessages.brokenCharacter],
    ['low half \udc00 first', textMessages.brokenCharacter],
    ['two\nlines', textMessages.lineBreaks],
    ['a\ttab', textMessages.lineBreaks],
    ['carriage\rreturn', textMessages.lineBreaks],
  ])('refuses %j on one line', (value, message) => {
    expect(textProblem(value)).toBe(message);
    expect(messages(requiredText('Required').safeParse(value))).toEqual([message]);
    expect(messages(optionalText().safeParse(value))).toEqual([message]);
    expect(messages(paramText(50).safeParse(value))).toEqual([message]);
  });

  it('takes tabs and line breaks (LF or CRLF) where a field is multiline, never a bare CR or NUL', () => {
    const address = requiredText('Address Is Required Field', 500, { multiline: true });
    expect(address.parse('12 MG Road\r\nFlat 4\tBlock B\nPune')).toBe('12 MG Road\r\nFlat 4\tBlock B\nPune');
    expect(messages(address.safeParse('12 MG Road\rPune'))).toEqual([textMessages.controlCharacters]);
    expect(messages(address.safeParse('12 MG Road\u0000'))).toEqual([textMessages.controlCharacters]);
  });

  it('takes every script, emoji and joined letters, composed into one form', () => {
    expect(requiredText('x').parse('  रमेश कुमार ')).toBe('रमेश कुमार');
    expect(requiredText('x').parse('𝓤𝓷𝓲𝓬𝓸𝓭𝓮 👪')).toBe('𝓤𝓷𝓲𝓬𝓸𝓭𝓮 👪');
    expect(requiredText('x').parse('Ra\u0304mesh')).toBe('R\u0101mesh');
    expect(requiredText('x').parse('क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('gives the required message for what is not text, and says nothing more', () => {
    expect(messages(requiredText('Name Is Required Field').safeParse(42))).toEqual(['Name Is Required Field']);
    expect(messages(requiredText('Name Is Required Field').safeParse('\u0000'))).toEqual([
      textMessages.controlCharacters,
    ]);
  });

  it('refuses control characters in a query and a password, which is never trimmed', () => {
    expect(messages(pageQuery.safeParse({ q: 'abc\u0000' }))).toEqual([textMessages.controlCharacters]);
    expect(passwordText('Password Is Required Field').parse(' pass word ')).toBe(' pass word ');
    expect(messages(passwordText('Password Is Required Field').safeParse('pass\u0000word'))).toEqual([
      textMessages.controlCharacters,
    ]);
  });
});

describe('dates', () => {
  const birth = isoDate('Date Of Birth');

  it('takes the first and last day a record may carry', () => {
    expect(birth.parse('1900-01-01')).toBe('1900-01-01');
    expect(birth.parse('2099-12-31')).toBe('2099-12-31');
  });

  it.each(['1899-12-31', '2100-01-01', '0000-01-01', '9999-12-31'])('refuses %s, naming the field', (value) => {
    expect(messages(birth.safeParse(value))).toEqual(['Date Of Birth must be between 01/01/1900 and 31/12/2099']);
    expect(messages(optionalIsoDate('Expiry Date').safeParse(value))).toEqual([dateMessages.bounds('Expiry Date')]);
  });

  it('refuses what is not a day, and asks for a missing one by name', () => {
    expect(messages(birth.safeParse('10000-01-01'))).toEqual([dateMessages.format]);
    expect(messages(birth.safeParse('2026-02-29'))).toEqual([dateMessages.format]);
    expect(messages(birth.safeParse(''))).toEqual(['Date Of Birth Is Required Field']);
    expect(optionalIsoDate('Issue Date').parse(null)).toBe('');
  });
});

describe('report date range', () => {
  it('takes up to ten years', () => {
    expect(dateRangeQuery.safeParse({ fromDate: '2016-01-01', toDate: '2025-12-31' }).success).toBe(true);
    expect(dateRangeQuery.safeParse({ fromDate: '2024-02-29', toDate: '2034-02-27' }).success).toBe(true);
  });

  it('refuses more than ten years, and From after To', () => {
    expect(messages(dateRangeQuery.safeParse({ fromDate: '2016-01-01', toDate: '2026-01-01' }))).toEqual([
      'The date range may be at most 10 years',
    ]);
    expect(messages(dateRangeQuery.safeParse({ fromDate: '2024-02-29', toDate: '2034-02-28' }))).toEqual([
      dateMessages.rangeTooLong,
    ]);
    expect(messages(dateRangeQuery.safeParse({ fromDate: '2026-02-01', toDate: '2026-01-01' }))).toEqual([
      dateMessages.fromAfterTo,
    ]);
  });

  it('refuses ranges beyond the bounds, however short', () => {
    expect(messages(dateRangeQuery.safeParse({ fromDate: '5000-01-01', toDate: '9999-12-30' }))).toEqual([
      'From Date must be between 01/01/1900 and 31/12/2099',
      'To Date must be between 01/01/1900 and 31/12/2099',
    ]);
  });
});
