import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { CollectionKind } from '@trust/contract/enums';
import { CODE_ALPHABET, normalisedCode, VERIFY_KIND_LETTERS } from '@trust/contract/verify';

/**
 * A receipt's verification code: its kind's two letters and its key, then ten letters of an HMAC-SHA256
 * of the kind, key and receipt number ('MC1042-7KQ2M-XH4PA'). The key of the HMAC is derived from the
 * data key (HKDF, with a label of its own), so every server sharing the database makes the same codes,
 * and nobody without the key can make one: fifty bits to guess, under the page's limit per address.
 */

/** A receipt as its code names it: the kind, the row's key in that kind's table, and its number. */
export interface CodedReceipt {
  kind: CollectionKind;
  id: number;
  receiptNo: string;
}

const TAG_LETTERS = 10;
const HKDF_LABEL = 'trust receipt verification codes';
const codeKeys = new WeakMap<Buffer, Buffer>();

function codeKey(dataKey: Buffer): Buffer {
  let key = codeKeys.get(dataKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), HKDF_LABEL, 32));
    codeKeys.set(dataKey, key);
  }
  return key;
}

/** The first letters of the bytes in Crockford's base32, five bits a letter. */
function base32(bytes: Buffer, letters: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < letters) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === letters) break;
  }
  return out;
}

function tagOf(dataKey: Buffer, receipt: CodedReceipt): string {
  const mac = createHmac('sha256', codeKey(dataKey))
    .update(`${receipt.kind}\0${receipt.id}\0${receipt.receiptNo}`)
    .digest();
  return base32(mac, TAG_LETTERS);
}

export function receiptVerifyCode(dataKey: Buffer, receipt: CodedReceipt): string {
  const tag = tagOf(dataKey, receipt);
  return `${VERIFY_KIND_LETTERS[receipt.kind]}${receipt.id}-${tag.slice(0, 5)}-${tag.slice(5)}`;
}

const KIND_OF_LETTERS = new Map(
  Object.entries(VERIFY_KIND_LETTERS).map(([kind, letters]) => [letters, kind as CollectionKind]),
);
const CODE_SHAPE = /^([A-Z]{2})([1-9][0-9]{0,14})-?([0-9A-Z]{5})-?([0-9A-Z]{5})$/;

/** What a typed code claims: the kind and key it names and its tag; null when it is no code at all. */
export function parseVerifyCode(typed: string): { kind: CollectionKind; id: number; tag: string } | null {
  const match = CODE_SHAPE.exec(normalisedCode(typed));
  const kind = match ? KIND_OF_LETTERS.get(match[1] ?? '') : undefined;
  if (!match || !kind) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { kind, id, tag: `${match[3]}${match[4]}` } : null;
}

/** Whether the tag is the receipt's own, compared in constant time. */
export function isTagOf(dataKey: Buffer, receipt: CodedReceipt, tag: string): boolean {
  const expected = Buffer.from(tagOf(dataKey, receipt));
  const given = Buffer.from(tag);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
