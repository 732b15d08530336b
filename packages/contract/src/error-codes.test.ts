import { describe, expect, it } from 'vitest';
import { authMessages } from './auth';
import { CATALOGUES, codeOf, englishOfCode, parameterNamesAsWritten, UNLISTED } from './error-codes';
import { PARAMETER_NAMES } from './error-parameter-names';
import { errorTextsHindi } from './error-texts-hi';
import { errorValuesHindi, MESSAGE_PARAMS } from './error-values-hi';
import { importMessages } from './import';
import { memberMessages } from './member';
import { bulkMessages } from './season';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The Latin words of a text, its placeholders aside. */
const latinWords = (text: string) => text.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g) ?? [];

/**
 * What a Hindi text writes in Latin letters as the app shows it (docs/glossary.md): abbreviations,
 * file kinds and the values a form takes as they are typed.
 */
const LATIN_KEPT = new Set(['NUL', 'YYYY', 'MM', 'DD', 'SA', 'MB', 'CSV', 'csv', 'xlsx', 'MEMBERSHIP', 'MEDICLAIM']);

describe('error codes', () => {
  it('name each English message by its domain and key, with the values it was made with', () => {
    expect(codeOf(authMessages.loginFailed)).toEqual({ code: 'auth.loginFailed', params: {} });
    expect(codeOf(memberMessages.exists('1042'))).toEqual({ code: 'member.exists', params: { id: '1042' } });
    expect(codeOf('Not Found')).toEqual({ code: 'http.notFound', params: {} });
    expect(codeOf('Something no list has')).toEqual({ code: UNLISTED, params: {} });
  });

  it('read back a value written twice, and values the sources give written as rupees or a list', () => {
    expect(codeOf(memberMessages.familyGroupBelowCount(3))).toEqual({
      code: 'member.familyGroupBelowCount',
      params: { count: '3' },
    });
    expect(codeOf('This member has 3 dependents; choose a family group that allows at least 2').code).toBe(UNLISTED);
    expect(englishOfCode['member.familyGroupBelowCount']).toBe(
      'This member has {count} dependents; choose a family group that allows at least {count}',
    );
    expect(codeOf(bulkMessages.amountDiffers('₹500', '₹1,200'))).toEqual({
      code: 'bulk.amountDiffers',
      params: { amount: '₹500', fee: '₹1,200' },
    });
    expect(codeOf(bulkMessages.modeInvalid('CHEQUE, UPI, CASH'))).toEqual({
      code: 'bulk.modeInvalid',
      params: { modes: 'CHEQUE, UPI, CASH' },
    });
    expect(codeOf(bulkMessages.renewed(12, '₹7,200'))).toEqual({
      code: 'bulk.renewed',
      params: { count: '12', total: '₹7,200' },
    });
    expect(codeOf(importMessages.paymentExists('MEDICLAIM', '2026-04-01', '₹2,500'))).toEqual({
      code: 'import.paymentExists',
      params: { kind: 'MEDICLAIM', issueDate: '01/04/2026', amount: '₹2,500' },
    });
  });

  it('give Hindi values only for params and messages of codes that have them', () => {
    const named = [
      ...Object.entries(errorValuesHindi).map(([code, params]) => [code, Object.keys(params)] as const),
      ...Object.entries(MESSAGE_PARAMS),
    ];
    for (const [code, names] of named) {
      for (const name of names) expect(englishOfCode[code], code).toContain(`{${name}}`);
    }
    for (const words of Object.values(errorValuesHindi).flatMap((params) => Object.values(params))) {
      for (const hindi of Object.values(words)) expect(hindi).toMatch(/^[\u0900-\u097F /]+$/);
    }
  });

  it('read the names of each message function’s values from error-parameter-names.ts, as the sources write them', () => {
    const asWritten = Object.entries(CATALOGUES).flatMap(([domain, messages]) =>
      Object.entries(messages).flatMap(([key, message]) =>
        typeof message === 'function' ? [[`${domain}.${key}`, parameterNamesAsWritten(message)] as const] : [],
      ),
    );
    expect(PARAMETER_NAMES, 'error-parameter-names.ts, as the sources have it').toEqual(Object.fromEntries(asWritten));
  });

  it('give each code its English, placeholders where values go', () => {
    expect(englishOfCode['member.exists']).toBe('Member with ID: {id} already exists');
    expect(Object.keys(englishOfCode).length).toBeGreaterThan(300);
  });

  it('have Hindi only for codes that exist', () => {
    const unknown = Object.keys(errorTextsHindi).filter((code) => !(code in englishOfCode));
    expect(unknown).toEqual([]);
  });

  it('have Hindi for every code', () => {
    const missing = Object.keys(englishOfCode).filter((code) => !(code in errorTextsHindi));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(errorTextsHindi))(
    'write %s in Devanagari, with the placeholders of its English',
    (code, hindi) => {
      expect(placeholders(hindi)).toEqual(placeholders(englishOfCode[code] ?? ''));
      expect(latinWords(hindi).filter((word) => !LATIN_KEPT.has(word))).toEqual([]);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
    },
  );
});
