import { dropClearCopies } from './clear-copies';
import { type Db, inTransaction } from './connection';
import { type DataCipher, dataCipher } from './data-cipher';

/** Two-step sign-in secrets are encrypted with the data key, under a key of their own (data-cipher.ts). */
export function twoStepSecretCipher(dataKey: Buffer): DataCipher {
  return dataCipher(dataKey, 'trust two-step secrets: encryption');
}

/** The base32 secret of a stored row: opened from its ciphertext, or as a row stored before migration 170 holds it. */
export function openTwoStepSecret(cipher: DataCipher, row: { secret: string; secret_cipher: string | null }): string {
  return row.secret_cipher === null ? row.secret : cipher.decrypt(row.secret_cipher);
}

/** The columns that keep a base32 secret: only its ciphertext. */
export function sealedTwoStepSecret(cipher: DataCipher, secret: string): { secret: ''; secret_cipher: string } {
  return { secret: '', secret_cipher: cipher.encrypt(secret) };
}

/**
 * Run at every start after the data key was checked (data-key-check.ts): encrypts, in one
 * transaction, the secrets stored in clear before migration 170 (or by a server of an older version
 * sharing the database during an upgrade), so no backup holds them. Later starts find none.
 */
export async function encryptTwoStepSecrets(db: Db, dataKey: Buffer): Promise<void> {
  const cipher = twoStepSecretCipher(dataKey);
  const moved = await inTransaction(db, async (trx) => {
    const clear = await trx
      .selectFrom('two_step_secrets')
      .select(['admin_id', 'secret'])
      .where('secret_cipher', 'is', null)
      .execute();
    for (const row of clear) {
      await trx
        .updateTable('two_step_secrets')
        .set(sealedTwoStepSecret(cipher, row.secret))
        .where('admin_id', '=', row.admin_id)
        .where('secret_cipher', 'is', null)
        .execute();
    }
    return clear.length;
  });
  if (moved > 0) await dropClearCopies(db, ['two_step_secrets']);
}
