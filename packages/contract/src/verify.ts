import { z } from 'zod';
import { RECEIPT_FATES } from './books';
import { COLLECTION_KINDS, type CollectionKind } from './enums';

/**
 * Receipts anyone can verify: every printed receipt carries a code, a keyed hash of the receipt made
 * by the server (docs/architecture.md), and the address of a public page that answers for it. The
 * code is its kind's two letters and the receipt's key, then ten letters of the hash in two fives:
 * 'MC1042-7KQ2M-XH4PA'. Typed from paper, it is read in upper case, without regard to spaces.
 */

/** The letters of Crockford's base32, which leaves out I, L, O and U so that a code reads unmistakably. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The two letters a code starts with: the receipt number's own prefix for each kind. */
export const VERIFY_KIND_LETTERS: Record<CollectionKind, string> = {
  MEMBERSHIP: 'MS',
  MEDICLAIM: 'MC',
  MISC: 'MI',
  GPAIS: 'GP',
  'GPAIS DEPENDENT': 'GD',
};

export const verifyMessages = {
  notFound: 'No receipt matches this code',
  tooManyChecks: 'Too many receipt checks from this address. Please wait a minute and try again.',
} as const;

/** A code as typed: letters, digits, dashes and spaces, no longer than any code could be. */
export const verifyCodeParams = z.object({
  code: z.string().trim().min(1).max(40),
});

/** The code as the server reads it: upper case, without spaces. */
export function normalisedCode(typed: string): string {
  return typed.toUpperCase().replace(/\s+/g, '');
}

/** `GET /api/verify/{code}`: what a receipt's verification shows, and nothing else about the member. */
export const receiptVerification = z
  .object({
    trust_name: z.string(),
    receipt_no: z.string(),
    /** YYYY-MM-DD, the receipt's date. */
    date: z.string(),
    kind: z.enum(COLLECTION_KINDS),
    /** Whole rupees, the receipt's total. */
    amount: z.number().int(),
    /** PAID while it stands; VOID, RESET or BOUNCED when it no longer does. */
    standing: z.enum(RECEIPT_FATES),
    /** Each word's first letter, the rest hidden: 'R**** K****'. */
    member_name: z.string(),
  })
  .meta({ id: 'ReceiptVerification' });
export type ReceiptVerification = z.infer<typeof receiptVerification>;

/** What every receipt answered for printing carries: its verification code, made by the server. */
export const verifyCodeField = {
  verify_code: z.string().meta({
    description: "The receipt's verification code, which its QR code and the address /verify/{code} carry",
  }),
};

/** The receipt titles the verification page names each kind by, as the receipts print them. */
export const VERIFY_KIND_TITLES: Record<CollectionKind, string> = {
  MEMBERSHIP: 'Membership Receipt',
  MEDICLAIM: 'Mediclaim Subscription Receipt',
  MISC: 'Miscellaneous Receipt',
  GPAIS: 'GPAIS Receipt',
  'GPAIS DEPENDENT': 'Dependent GPAIS Receipt',
};

const HIDDEN = '****';

/**
 * 'Ramesh Kumar' → 'R**** K****': each word's first letter and always four stars, so that the length
 * of a name is not shown either.
 */
export function maskedName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${[...word][0]}${HIDDEN}`)
    .join(' ');
}

/** The page's address a receipt prints: `/verify/{code}` at the app's own origin. */
export function verifyPath(code: string): string {
  return `/verify/${encodeURIComponent(code)}`;
}
