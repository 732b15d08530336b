import { memberMessages } from '@trust/contract/member';
import { describe, expect, it } from 'vitest';
import { errorText, showIn } from './catalogue';
import { en } from './en';
import { hi } from './hi';
import { screens } from './screens';
import type { Texts } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Names the trust writes in Latin letters in Hindi too: the English name of the language, GPAIS, SA, API.
const LATIN_IN_HINDI = /^(English|GPAIS|SA|API संदर्भ)$/;

describe('the catalogues', () => {
  it('give every English text its Hindi, and Hindi for no key English lacks', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });

  it("give every screen's English text its Hindi, each key under the screen's name and in no other catalogue", () => {
    const seen = new Set(Object.keys(en));
    for (const [name, [english, hindi]] of Object.entries(screens)) {
      expect(Object.keys(hindi).sort(), name).toEqual(Object.keys(english).sort());
      for (const id of Object.keys(english)) {
        expect(id.startsWith(`${name}.`), id).toBe(true);
        expect(seen.has(id), id).toBe(false);
        seen.add(id);
      }
    }
  });

  it('write each Hindi text in Devanagari, with the placeholders of its English', () => {
    const catalogues: (readonly [Texts, Texts])[] = [[en, hi], ...Object.values(screens)];
    for (const [english, hindi] of catalogues) {
      for (const [id, text] of Object.entries(english)) {
        const inHindi = hindi[id] ?? '';
        expect(inHindi.trim(), id).not.toBe('');
        expect(placeholders(inHindi), id).toEqual(placeholders(text));
        if (!LATIN_IN_HINDI.test(inHindi)) expect(inHindi, id).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it("carry a notice's values into its Hindi: the ID of the member just registered", async () => {
    await showIn('hi');
    expect(errorText(memberMessages.added('1042'))).toBe('आईडी 1042 वाला सदस्य जोड़ दिया गया');
  });
});
