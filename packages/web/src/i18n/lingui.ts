import { i18n, type Messages } from '@lingui/core';
import type { MessageId } from './en';
import { hi } from './hi';

/**
 * Lingui reads a text compiled into parts. Ours hold only `{name}` placeholders (no ICU plurals or
 * selects), so the compiling is this split, done once as the catalogues load, and Lingui's own
 * compiler (6 KB gzip) stays out of the app.
 */
export function compiled(catalogue: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, text]) => [
      id,
      text
        .split(/(\{\w+\})/)
        .filter((part) => part !== '')
        .map((part) => (/^\{\w+\}$/.test(part) ? [part.slice(1, -1)] : part)),
    ]),
  );
}

/** Lingui with both catalogues, showing Hindi; English comes from the app's first file. */
export function withHindi(en: Record<MessageId, string>) {
  i18n.load({ en: compiled(en), hi: compiled(hi) });
  i18n.activate('hi');
  return i18n;
}
