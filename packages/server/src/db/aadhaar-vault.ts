import { createHmac } from 'node:crypto';
import { maskAadhaar } from '@trust/contract/aadhaar';
import { dataCipher, derivedKey } from './data-cipher';

/**
 * The Aadhaar vault (UIDAI's Aadhaar Data Vault): a member's Aadhaar number is stored only as
 * AES-256-GCM ciphertext (data-cipher.ts), beside a keyed hash (HMAC-SHA256) that finds it by the
 * full number without decrypting anything. Both keys are derived (HKDF-SHA256) from the one data key
 * (DATA_KEY or <data folder>/data-key), so a leaked hash key never opens the ciphertext and the other
 * way round. Neither the key nor a number is ever logged.
 */

export interface AadhaarVault {
  /** base64 of iv ‖ tag ‖ ciphertext. */
  encrypt(digits: string): string;
  /** The 12 digits; throws when the key cannot open the value or it was altered. */
  decrypt(cipher: string): string;
  /** Hex HMAC-SHA256 of the 12 digits: what the search compares. */
  hash(digits: string): string;
  /**
   * What the database keeps to know its key (db/data-key-check.ts): an HMAC of a constant under a
   * key of its own, so it tells nothing about the other two nor about any number.
   */
  readonly keyCheck: string;
}

/** What a member row keeps for an Aadhaar number: the masked number shown, the ciphertext and the hash. */
export interface VaultColumns {
  ticket_number: string;
  aadhaar_cipher: string | null;
  aadhaar_hash: string | null;
}

const vaults = new WeakMap<Buffer, AadhaarVault>();

export function aadhaarVault(dataKey: Buffer): AadhaarVault {
  const known = vaults.get(dataKey);
  if (known) return known;
  const cipher = dataCipher(dataKey, 'trust aadhaar vault: encryption');
  const hashKey = derivedKey(dataKey, 'trust aadhaar vault: search hash');
  const vault: AadhaarVault = {
    encrypt: cipher.encrypt,
    decrypt: cipher.decrypt,
    hash(digits) {
      return createHmac('sha256', hashKey).update(digits).digest('hex');
    },
    keyCheck: createHmac('sha256', derivedKey(dataKey, 'trust aadhaar vault: key check'))
      .update('trust data key check')
      .digest('hex'),
  };
  vaults.set(dataKey, vault);
  return vault;
}

/** The columns for an Aadhaar number's 12 digits: only the masked form is left readable. */
export function vaultColumns(vault: AadhaarVault, digits: string): VaultColumns {
  return {
    ticket_number: maskAadhaar(digits),
    aadhaar_cipher: vault.encrypt(digits),
    aadhaar_hash: vault.hash(digits),
  };
}

/** The vault columns never go into an audit line, nor anything else written as JSON about a member. */
export const VAULT_COLUMN_NAMES: ReadonlySet<string> = new Set(['aadhaar_cipher', 'aadhaar_hash']);
