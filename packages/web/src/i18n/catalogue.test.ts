import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Names the trust writes in Latin letters in Hindi too: the English name of the language, GPAIS, API.
const LATIN_IN_HINDI = /^(English|GPAIS|API संदर्भ)$/;

describe('the catalogues', () => {
  it('give every English text its Hindi, and Hindi for no key English lacks', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it('write each Hindi text in Devanagari, with the placeholders of its English', () => {
    for (const [id, english] of Object.entries(en)) {
      const hindi = hi[id as keyof typeof en];
      expect(hindi.trim(), id).not.toBe('');
      expect(placeholders(hindi), id).toEqual(placeholders(english));
      if (!LATIN_IN_HINDI.test(hindi)) expect(hindi, id).toMatch(/[\u0900-\u097F]/);
    }
  });
});
