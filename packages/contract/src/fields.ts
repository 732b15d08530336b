import { z } from 'zod';
import { isValidIsoDate } from './dates';

export const LETTERS_AND_SPACES = /^[A-Za-z][A-Za-z .]*$/;
export const DIGITS = /^[0-9]+$/;
/** Optional plus, 3 digits, 3 digits, 4 to 6 digits, with separators allowed between the groups. */
export const PHONE = /^\+?[0-9]{0,3}[-. ]?\(?[0-9]{3}\)?[-. ]?[0-9]{3}[-. ]?[0-9]{4,6}$/;
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * A required text field: missing, null and blank all give the same "Is Required Field" message,
 * so a client sees the words of the form whatever it sent.
 */
export function requiredText(requiredMessage: string, max = 200) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, `At most ${max} characters`);
}

/** An optional text field: missing, null and blank become ''. */
export function optionalText(max = 200) {
  return z
    .string({ error: 'Must be text' })
    .trim()
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

export function isoDate(requiredMessage: string) {
  return requiredText(requiredMessage, 10).refine(isValidIsoDate, 'Enter a date as YYYY-MM-DD');
}

export function optionalIsoDate() {
  return optionalText(10).refine((v) => v === '' || isValidIsoDate(v), 'Enter a date as YYYY-MM-DD');
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

export const dateRangeQuery = z
  .object({
    fromDate: isoDate('From Date Is Required Field'),
    toDate: isoDate('To Date Is Required Field'),
  })
  .refine((q) => q.fromDate <= q.toDate, { message: 'From Date must not be after To Date', path: ['toDate'] });
export type DateRange = z.infer<typeof dateRangeQuery>;

/** Paging of long lists: `limit` and `offset` together, `q` a contains-filter; all optional. */
export const pageQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(10_000_000).optional(),
  q: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
