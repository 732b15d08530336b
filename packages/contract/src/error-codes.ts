import { aadhaarMessages } from './aadhaar';
import { authMessages, passwordMessages } from './auth';
import { booksMessages } from './books';
import { cashbookMessages } from './cashbook';
import { dependentMessages } from './dependent';
import { PARAMETER_NAMES } from './error-parameter-names';
import { feeMessages } from './fee';
import { dateMessages, textMessages } from './fields';
import { gpaMessages } from './gpa';
import { healthMessages } from './health';
import { importMessages } from './import';
import { mediclaimMessages } from './mediclaim';
import { memberMessages } from './member';
import { memberListMessages } from './member-list';
import { miscMessages } from './misc';
import { receiptEmailMessages } from './receipt-email';
import { renewalMessages } from './renewal';
import { reportMessages } from './report';
import { reportPageMessages } from './report-page';
import { roleMessages, roleNeeded } from './roles';
import { bulkMessages } from './season';
import { subscriptionMessages } from './subscription';
import { systemMessages } from './system';
import { twoStepMessages } from './two-step';
import { userMessages } from './users';
import { verifyMessages } from './verify';

/**
 * Every error answer carries, beside its English `message` (SPEC's text, which clients rely on), a
 * stable `code` naming that text in the contract's messages, `<domain>.<key>` (`auth.loginFailed`,
 * `member.exists`), and the `params` a text made from values was made with (`{id: '1042'}`): the
 * browser shows the code's text in the user's language (docs/api.md). A message the contract does
 * not list (a library's own) has the code `unlisted` and is shown as it is.
 */

/** The server's own refusals, apart from any domain. */
export const httpMessages = {
  notFound: 'Not Found',
  badUrl: 'The address is not valid',
  invalidInput: 'Invalid input',
  invalidJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  headersTooLarge: 'The address or the headers of the request are too large',
  requestTimeout: 'The request took too long to arrive',
  unreadable: 'The request could not be read',
  restarting: 'The server is restarting. Please try again in a moment.',
  serverError: 'Something went wrong on the server. Please try again.',
  xsrf: 'Invalid or missing XSRF token; reload the page and try again',
  booksGuard: 'Payment records are never deleted or changed: void the receipt or reset the payment instead',
} as const;

export const UNLISTED = 'unlisted';

export type ErrorParams = Record<string, string>;
export interface ErrorCode {
  code: string;
  params: ErrorParams;
}

type Message = string | ((...values: never[]) => string);

/** Every catalogue of messages, by the domain that starts its codes. */
export const CATALOGUES: Record<string, Record<string, Message>> = {
  http: httpMessages,
  auth: authMessages,
  password: passwordMessages,
  twoStep: twoStepMessages,
  role: roleMessages,
  roleNeeded,
  user: userMessages,
  text: textMessages,
  date: dateMessages,
  member: memberMessages,
  memberList: memberListMessages,
  dependent: dependentMessages,
  aadhaar: aadhaarMessages,
  fee: feeMessages,
  mediclaim: mediclaimMessages,
  subscription: subscriptionMessages,
  renewal: renewalMessages,
  bulk: bulkMessages,
  books: booksMessages,
  cashbook: cashbookMessages,
  misc: miscMessages,
  gpa: gpaMessages,
  report: reportMessages,
  receiptEmail: receiptEmailMessages,
  reportPage: reportPageMessages,
  import: importMessages,
  system: systemMessages,
  health: healthMessages,
  verify: verifyMessages,
};

/**
 * The names of a message function's values as its source writes them: `(id: string) => …` has `id`.
 * A minified build renames them (the web app's bundle does), so the codes read their names from
 * error-parameter-names.ts, which error-codes.test.ts holds to this on the source.
 */
export function parameterNamesAsWritten(made: (...values: never[]) => string): string[] {
  const head = /^(?:function[^(]*)?\(?([^)=]*)\)?\s*=>?/.exec(made.toString())?.[1] ?? '';
  return head
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  code: string;
  names: readonly string[];
  pattern: RegExp;
}

/**
 * The text a message function makes of marks in place of its values, or null for one that formats
 * its values (a value it cannot take as text) or leaves one out, and so cannot be read back: its
 * texts stay unlisted. A value may be written twice ('has 3 dependents; … at least 3').
 */
function sampleOf(made: (...values: string[]) => string, marks: string[]): string | null {
  try {
    const sample = made(...marks);
    return typeof sample === 'string' && marks.every((mark) => sample.includes(mark)) ? sample : null;
  } catch {
    return null;
  }
}

const byText = new Map<string, string>();
const patterns: Pattern[] = [];
/** Each code's English: its text, or its text with `{name}` where a value goes. */
export const englishOfCode: Record<string, string> = {};

for (const [domain, messages] of Object.entries(CATALOGUES)) {
  for (const [key, message] of Object.entries(messages)) {
    const code = `${domain}.${key}`;
    if (typeof message === 'string') {
      if (!byText.has(message)) byText.set(message, code);
      englishOfCode[code] = message;
      continue;
    }
    const names = PARAMETER_NAMES[code] ?? [];
    const marks = names.map((_, i) => `\uE000${i}\uE000`);
    const sample = sampleOf(message as (...values: string[]) => string, marks);
    if (sample === null) continue;
    // A value's first place takes it; a later place of the same value must hold the same text.
    const seen = new Set<string>();
    const source = sample
      .split(/(\uE000\d+\uE000)/)
      .map((part, i) => {
        if (i % 2 === 0) return escaped(part);
        const group = `v${part.slice(1, -1)}`;
        if (seen.has(group)) return `\\k<${group}>`;
        seen.add(group);
        return `(?<${group}>.*?)`;
      })
      .join('');
    patterns.push({ code, names, pattern: new RegExp(`^${source}$`, 's') });
    englishOfCode[code] = names.reduce((text, name, i) => text.replaceAll(marks[i] as string, `{${name}}`), sample);
  }
}

/** The code and params of an English message, or `unlisted` when the contract does not have it. */
export function codeOf(message: string): ErrorCode {
  const code = byText.get(message);
  if (code) return { code, params: {} };
  for (const { code: made, names, pattern } of patterns) {
    const match = pattern.exec(message);
    if (match) {
      return { code: made, params: Object.fromEntries(names.map((name, i) => [name, match.groups?.[`v${i}`] ?? ''])) };
    }
  }
  return { code: UNLISTED, params: {} };
}
