import { z } from 'zod';
import { isDateInBounds, isValidIsoDate, yearsAfter } from './dates';

/**
 * A name in any script: a letter first, then letters with their combining marks (the vowel signs of
 * Devanagari, the macron of 'Rāmesh'), spaces, apostrophes (' and ’), dots and hyphens. The zero-width
 * non-joiner and joiner choose the shape of Indic letters, so they belong to the name too.
 */
export const NAME = /^\p{L}(?:[\p{L}\p{M} .'’-]|\u200C|\u200D)*$/u;
/** A dependent's name: as `NAME`, and digits too, as the old dependent form took them. */
export const NAME_OR_DIGITS = /^[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd} .'’-]|\u200C|\u200D)*$/u;
export const DIGITS = /^[0-9]+$/;
/** Optional plus, 3 digits, 3 digits, 4 to 6 digits, with separators allowed between the groups. */
export const PHONE = /^\+?[0-9]{0,3}[-. ]?\(?[0-9]{3}\)?[-. ]?[0-9]{3}[-. ]?[0-9]{4,6}$/;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const textMessages = {
  controlCharacters: 'Control characters (such as NUL) are not allowed',
  lineBreaks: 'Line breaks and tabs are not allowed here',
  brokenCharacter: 'The text has a broken character; type it again',
  notText: 'Must be text',
} as const;

// C0 controls but tab, line feed and carriage return; DEL; the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 pair without the other half: no character at all, and mangled on the way to a database. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** A carriage return is a line break only before a line feed (CRLF). */
const BARE_CARRIAGE_RETURN = /\r(?!\n)/;

/**
 * What is wrong with a piece of text, or null: the one rule for every text the app takes, in a body,
 * a path or a query. Control characters and broken UTF-16 are refused everywhere (NUL ended requests
 * with a 500 on PostgreSQL); tabs and line breaks only where a field is `multiline`.
 */
export function textProblem(value: string, multiline = false): string | null {
  if (CONTROL_CHARACTER.test(value) || (multiline && BARE_CARRIAGE_RETURN.test(value))) {
    return textMessages.controlCharacters;
  }
  if (LONE_SURROGATE.test(value)) return textMessages.brokenCharacter;
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) return textMessages.lineBreaks;
  return null;
}

interface TextOptions {
  /** Tabs and line breaks allowed (an address). */
  multiline?: boolean;
}

/**
 * Text as every field and parameter takes it: trimmed, in Unicode's composed form (so 'Rāmesh' typed
 * two ways is one name), and clean by `textProblem`.
 */
function text(typeMessage: string, options: TextOptions = {}) {
  return z
    .string({ error: typeMessage })
    .trim()
    .superRefine((v, ctx) => {
      const problem = textProblem(v, options.multiline);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
    })
    .normalize('NFC');
}

/** A path parameter or a query value: one clean line of at most `max` characters. */
export function paramText(max: number, missingMessage: string = textMessages.notText) {
  return text(missingMessage).max(max, `At most ${max} characters`);
}

/** A password: taken as typed (never trimmed), but clean, as it is hashed byte for byte. */
export function passwordText(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(200, 'At most 200 characters')
    .superRefine((v, ctx) => {
      const problem = textProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * A required text field: missing, null and blank all give the same "Is Required Field" message,
 * so a client sees the words of the form whatever it sent.
 */
export function requiredText(requiredMessage: string, max = 200, options: TextOptions = {}) {
  return text(requiredMessage, options).min(1, requiredMessage).max(max, `At most ${max} characters`);
}

/**
 * A cell of a list read from a file (a payroll list): kept as the file has it, spaces and all, so the
 * preview shows what was given, but clean by `textProblem` like every other text the app takes.
 */
export function cellText(max: number) {
  return z
    .string({ error: textMessages.notText })
    .max(max, `At most ${max} characters`)
    .superRefine((v, ctx) => {
      const problem = textProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** An optional text field: missing, null and blank become ''. */
export function optionalText(max = 200, options: TextOptions = {}) {
  return text(textMessages.notText, options)
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');
}

/** A text field that, when not empty, must match a pattern. */
export function matching<S extends z.ZodType<string>>(schema: S, pattern: RegExp, message: string): S {
  return schema.refine((v) => v === '' || pattern.test(v), message) as S;
}

/** One of a fixed list, matched without regard to case; missing or blank gives the required message. */
export function oneOf<T extends readonly [string, ...string[]]>(values: T, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((v) => v.toUpperCase())
    .refine((v) => (values as readonly string[]).includes(v), `Choose one of ${values.join(', ')}`);
}

export const dateMessages = {
  format: 'Enter a date as YYYY-MM-DD',
  bounds: (label: string) => `${label} must be between 01/01/1900 and 31/12/2099`,
  rangeTooLong: 'The date range may be at most 10 years',
  fromAfterTo: 'From Date must not be after To Date',
} as const;

/** A date's checks once it is there: a real `YYYY-MM-DD` day, between 1900 and 2099. */
function dateCheck(label: string) {
  return (v: string, ctx: z.RefinementCtx) => {
    if (v === '') return;
    if (!isValidIsoDate(v)) ctx.addIssue({ code: 'custom', message: dateMessages.format });
    else if (!isDateInBounds(v)) ctx.addIssue({ code: 'custom', message: dateMessages.bounds(label) });
  };
}

/** The one date field: required, named `label` in its messages ('Date Of Birth Is Required Field'). */
export function isoDate(label: string, requiredMessage = `${label} Is Required Field`) {
  return requiredText(requiredMessage, 30).superRefine(dateCheck(label));
}

/** The same date field, optional: empty becomes ''. */
export function optionalIsoDate(label: string) {
  return optionalText(30).superRefine(dateCheck(label));
}

/**
 * Whole rupees. Forms send amounts as text, API clients as numbers; both are accepted.
 * Empty becomes `emptyAs` when given (the forms send some empty fees as '0'), else it is required.
 */
export function rupees(requiredMessage: string, digitsMessage: string, emptyAs?: number) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .nullish()
    .transform((v, ctx) => {
      const text = v === null || v === undefined ? '' : String(v).trim();
      if (text === '') {
        if (emptyAs !== undefined) return emptyAs;
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (!DIGITS.test(text) || text.length > 9) {
        ctx.addIssue({ code: 'custom', message: digitsMessage });
        return z.NEVER;
      }
      return Number(text);
    });
}

/** The longest range a report may cover: a decade of payments is read in well under a minute. */
export const MAX_RANGE_YEARS = 10;

/** A report's range: both dates, From not after To, and at most ten years from From. */
export const dateRangeQuery = z
  .object({
    fromDate: isoDate('From Date'),
    toDate: isoDate('To Date'),
  })
  .superRefine((q, ctx) => {
    // Only two good dates make a range; a bad one has its own message already.
    if (![q.fromDate, q.toDate].every((d) => isValidIsoDate(d) && isDateInBounds(d))) return;
    if (q.fromDate > q.toDate) {
      ctx.addIssue({ code: 'custom', message: dateMessages.fromAfterTo, path: ['toDate'] });
    } else if (q.toDate >= yearsAfter(q.fromDate, MAX_RANGE_YEARS)) {
      ctx.addIssue({ code: 'custom', message: dateMessages.rangeTooLong, path: ['toDate'] });
    }
  });
export type DateRange = z.infer<typeof dateRangeQuery>;

/** A page's `limit`: a whole number of rows, from 1 to `max`. */
export function pageLimit(max: number) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`);
}

/** A page's `offset`: how many rows come before it. */
export function pageOffset(max: number) {
  return z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(max, 'offset is too large');
}

/** Paging of long lists: `limit` and `offset` together, `q` a contains-filter; all optional. */
export const pageQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(10_000_000).optional(),
  q: paramText(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
