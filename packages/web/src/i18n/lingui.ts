import { i18n, type Messages } from '@lingui/core';
import { codeOf, type ErrorParams } from '@trust/contract/error-codes';
import { errorTextsHindi } from '@trust/contract/error-texts-hi';
import { errorValuesHindi, MESSAGE_PARAMS } from '@trust/contract/error-values-hi';
import type { MessageId } from './en';
import { hi } from './hi';
import { screens } from './screens';

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

const ERROR = 'error.';

/**
 * An error's text in the language shown: its code's (the answer's, or the one its English message
 * has in the contract), or the English message itself where the code has no text in that language.
 */
export function errorText(message: string, code?: string, params?: ErrorParams): string {
  const coded = code ? { code, params: params ?? {} } : codeOf(message);
  const id = ERROR + coded.code;
  return id in i18n.messages ? i18n._(id, valuesIn(coded.code, coded.params)) : message;
}

/**
 * A code's params as its Hindi shows them: an English word the server wrote (a mode, a kind) in its
 * Hindi, a message within the message by its own code; any other value as it came.
 */
function valuesIn(code: string, params: ErrorParams): ErrorParams {
  const words = errorValuesHindi[code] ?? {};
  const messages = MESSAGE_PARAMS[code] ?? [];
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      messages.includes(name) ? errorText(value) : (words[name]?.[value] ?? value),
    ]),
  );
}

/** Lingui with both catalogues, showing Hindi; English comes from the app's first file. */
export function withHindi(en: Record<MessageId, string>) {
  const errors = Object.fromEntries(Object.entries(errorTextsHindi).map(([code, text]) => [ERROR + code, text]));
  const screensHindi = Object.values(screens).map(([, hindi]) => compiled(hindi));
  i18n.load({ en: compiled(en), hi: Object.assign(compiled(hi), ...screensHindi, compiled(errors)) });
  i18n.activate('hi');
  return i18n;
}
