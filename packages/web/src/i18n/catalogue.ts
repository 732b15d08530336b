import type { I18n } from '@lingui/core';
import type { UserLanguage } from '@trust/contract/languages';
import { useMemo, useSyncExternalStore } from 'react';
import { en, type MessageId } from './en';
import type { Texts } from './texts';

/**
 * The app's texts come from one catalogue per language (docs/architecture.md): English (en.ts, SPEC's
 * texts) with the app, Hindi (hi.ts) fetched only when someone chooses it, together with Lingui's
 * core (lingui.ts), which holds both catalogues from then on. Until then an English text is read
 * from en.ts straight, its `{name}` placeholders filled the same way: the login screen, which
 * everyone opens first, stays within its 150 KB of JavaScript.
 */

export type { MessageId };
export type Values = Record<string, string | number>;

const STORED = 'language';
let lingui: I18n | null = null;
let hindiError: typeof import('./lingui').errorText | null = null;
let shown: UserLanguage = 'en';
const listeners = new Set<() => void>();
document.documentElement.lang = shown;

/** `text` with each `{name}` replaced by `values[name]`. */
export function fill(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The language chosen in this browser (before signing in, or the account's since), English by default. */
export function storedLanguage(): UserLanguage {
  return localStorage.getItem(STORED) === 'hi' ? 'hi' : 'en';
}

/**
 * Shows the app in `language` from now on, in this browser: fetches the Hindi catalogue the first
 * time, and sets the page's `lang`, which screen readers and the Devanagari font follow.
 */
export async function showIn(language: UserLanguage): Promise<void> {
  localStorage.setItem(STORED, language);
  if (language === shown) return;
  if (language === 'hi' && !lingui) {
    const loaded = await import('./lingui');
    lingui = loaded.withHindi(en);
    hindiError = loaded.errorText;
  }
  lingui?.activate(language);
  shown = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language shown now; a component that reads it renders again when it changes. */
export function useLanguage(): UserLanguage {
  return useSyncExternalStore(subscribe, () => shown);
}

/** The text of `id` in the language shown now, with its placeholders filled from `values`. */
export function text(id: MessageId, values?: Values): string {
  return textIn(en, id, values);
}

/** The text of `id` of a screen's `english` in `language` (the one shown now), placeholders filled. */
export function textIn<T extends Texts>(
  english: T,
  id: keyof T & string,
  values?: Values,
  language: UserLanguage = shown,
): string {
  return language === 'hi' && lingui ? lingui._(id, values) : fill(english[id] ?? id, values);
}

/**
 * `textIn` for a component, bound to its screen's `english`: it renders again when the language
 * changes, and the function it returns changes with the language, so a table's columns built in a
 * `useMemo` on it are built again in the new language.
 */
export function useTexts<T extends Texts>(english: T): (id: keyof T & string, values?: Values) => string {
  const language = useLanguage();
  return useMemo(() => {
    return (id: keyof T & string, values?: Values) => textIn(english, id, values, language);
  }, [english, language]);
}

/**
 * A message of the server's or the contract's (an error, a form's check) in the language shown:
 * by its code (`code`, `params` of the error answer, or the code of its English), falling back to
 * the English message where the code has no Hindi.
 */
export function errorText(message: string, code?: string, params?: Record<string, string>): string {
  return shown === 'hi' && hindiError ? hindiError(message, code, params) : message;
}

/** `text` for a component: it renders again when the language changes. */
export function useT(): (id: MessageId, values?: Values) => string {
  useLanguage();
  return text;
}
