import { z } from 'zod';

/**
 * The languages a receipt, letter or slip is printed in, by the trust's setting (RECEIPT_LANGUAGES):
 * English alone (SPEC's receipts as they are), Hindi alone, or both on one sheet, English first.
 */
export const RECEIPT_LANGUAGES = ['en', 'hi', 'en+hi'] as const;
export const receiptLanguages = z.enum(RECEIPT_LANGUAGES);
export type ReceiptLanguages = z.infer<typeof receiptLanguages>;

/** Whether a sheet in these languages prints its English words, and its Hindi ones. */
export function printsIn(languages: ReceiptLanguages): { english: boolean; hindi: boolean } {
  return { english: languages !== 'hi', hindi: languages !== 'en' };
}

/** The languages a member of staff may see the app in: English (SPEC's texts, the default) or Hindi. */
export const USER_LANGUAGES = ['en', 'hi'] as const;
export const userLanguage = z.enum(USER_LANGUAGES, { error: 'Choose en or hi' });
export type UserLanguage = z.infer<typeof userLanguage>;

/** `PUT auth/me/language`: the signed-in user's own language. */
export const userLanguageInput = z.object({ language: userLanguage });
export type UserLanguageInput = z.infer<typeof userLanguageInput>;
