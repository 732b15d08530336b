import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The one cipher for what the database keeps encrypted under the data key (DATA_KEY or
 * <data folder>/data-key): Aadhaar numbers (aadhaar-vault.ts) and two-step sign-in secrets
 * (two-step-secrets.ts). AES-256-GCM under a key derived (HKDF-SHA256) from the data key for each
 * purpose, so a key leaked for one kind of value opens no other.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const DATA_KEY_BYTES = 32;

export interface DataCipher {
  /** base64 of iv ‖ tag ‖ ciphertext. */
  encrypt(text: string): string;
  /** The text; throws when the key cannot open the value or it was altered. */
  decrypt(stored: string): string;
}

/** A key of its own for `purpose`, derived from the data key. */
export function derivedKey(dataKey: Buffer, purpose: string): Buffer {
  if (dataKey.length !== DATA_KEY_BYTES) throw new Error(`The data key must be ${DATA_KEY_BYTES} bytes`);
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), purpose, DATA_KEY_BYTES));
}

export function dataCipher(dataKey: Buffer, purpose: string): DataCipher {
  const key = derivedKey(dataKey, purpose);
  return {
    encrypt(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(stored) {
      const bytes = Buffer.from(stored, 'base64');
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('Not a value encrypted with the data key');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
