import { describe, expect, it } from 'vitest';
import { authMessages } from './auth';
import { codeOf, englishOfCode, UNLISTED } from './error-codes';
import { errorTextsHindi } from './error-texts-hi';
import { memberMessages } from './member';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error codes', () => {
  it('name each English message by its domain and key, with the values it was made with', () => {
    expect(codeOf(authMessages.loginFailed)).toEqual({ code: 'auth.loginFailed', params: {} });
    expect(codeOf(memberMessages.exists('1042'))).toEqual({ code: 'member.exists', params: { id: '1042' } });
    expect(codeOf('Not Found')).toEqual({ code: 'http.notFound', params: {} });
    expect(codeOf('Something no list has')).toEqual({ code: UNLISTED, params: {} });
  });

  it('give each code its English, placeholders where values go', () => {
    expect(englishOfCode['member.exists']).toBe('Member with ID: {id} already exists');
    expect(Object.keys(englishOfCode).length).toBeGreaterThan(300);
  });

  it('have Hindi only for codes that exist, in Devanagari, with the placeholders of their English', () => {
    for (const [code, hindi] of Object.entries(errorTextsHindi)) {
      const english = englishOfCode[code];
      expect(english, code).toBeDefined();
      expect(placeholders(hindi), code).toEqual(placeholders(english ?? ''));
      expect(hindi, code).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('have Hindi for the server’s own refusals, signing in and roles', () => {
    const core = Object.keys(englishOfCode).filter((code) => /^(http|role)\./.test(code));
    const missing = core.filter((code) => !(code in errorTextsHindi));
    expect(missing).toEqual([]);
  });
});
