import { type AadhaarVault, aadhaarVault } from './aadhaar-vault';
import type { Db } from './connection';
import { twoStepSecretCipher } from './two-step-secrets';

/** The data key as the configuration found it (config.ts): this module knows no file, only where to say it is. */
export interface GivenDataKey {
  dataKey: Buffer;
  /** <data folder>/data-key. */
  dataKeyFile: string;
  dataKeySource: 'DATA_KEY' | 'file' | 'new';
}

/** The server must not start: the message says which key is wrong and what to put back. */
export class DataKeyError extends Error {}

const CHECK_ROW = 1;

/**
 * Run at every start after the migrations, before anything is encrypted or decrypted: the vault of
 * the given key, once it is known to be the database's own. The database keeps the key's check
 * value; one without it (the first start, or the first since the check came) is given it once the
 * key opens what is stored (an Aadhaar number and a two-step secret, if any). A new key (no
 * DATA_KEY, no key file) is kept, through `keepNewKey`, only when the database holds nothing
 * encrypted; otherwise the key file went missing and making another would
 * split the vault between two keys, so the server refuses, as it does for a key that does not open
 * the vault.
 */
export async function openVault(db: Db, key: GivenDataKey, keepNewKey: () => void): Promise<AadhaarVault> {
  const vault = aadhaarVault(key.dataKey);
  const recorded = await recordedCheck(db);
  const samples = recorded === undefined ? await encryptedSamples(db, key, vault) : [];
  if (key.dataKeySource === 'new') {
    if (recorded !== undefined || samples.length > 0) throw new DataKeyError(missingKeyFile(key));
    keepNewKey();
  } else if (recorded !== undefined ? recorded !== vault.keyCheck : !samples.every(opens)) {
    throw new DataKeyError(wrongKey(key));
  }
  if (recorded === undefined) {
    // Two servers starting on one database at once both get here: the first row stays, and a key
    // that differs from the one recorded is refused as at any later start.
    await db
      .insertInto('data_key_check')
      .values({ id: CHECK_ROW, check_value: vault.keyCheck, recorded_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if ((await recordedCheck(db)) !== vault.keyCheck) throw new DataKeyError(wrongKey(key));
  }
  return vault;
}

async function recordedCheck(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('data_key_check')
    .select('check_value')
    .where('id', '=', CHECK_ROW)
    .executeTakeFirst();
  return row?.check_value;
}

/**
 * Values encrypted under the database's key, if it holds any: an Aadhaar number and a two-step
 * secret, each with what opens it under the given key.
 */
async function encryptedSamples(db: Db, key: GivenDataKey, vault: AadhaarVault): Promise<EncryptedSample[]> {
  const [member, secret] = await Promise.all([
    db
      .selectFrom('members')
      .select('aadhaar_cipher')
      .where('aadhaar_cipher', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('two_step_secrets')
      .select('secret_cipher')
      .where('secret_cipher', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const samples: EncryptedSample[] = [];
  if (member?.aadhaar_cipher) samples.push({ cipher: member.aadhaar_cipher, opener: vault });
  if (secret?.secret_cipher) samples.push({ cipher: secret.secret_cipher, opener: twoStepSecretCipher(key.dataKey) });
  return samples;
}

interface EncryptedSample {
  cipher: string;
  opener: { decrypt(cipher: string): string };
}

function opens({ cipher, opener }: EncryptedSample): boolean {
  try {
    opener.decrypt(cipher);
    return true;
  } catch {
    return false;
  }
}

function whereFrom(key: GivenDataKey): string {
  return key.dataKeySource === 'DATA_KEY' ? 'DATA_KEY' : `the key file ${key.dataKeyFile}`;
}

function wrongKey(key: GivenDataKey): string {
  return (
    `The data key from ${whereFrom(key)} does not open this database's Aadhaar vault: the database was ` +
    'used with another key. Put back the key it was used with: set DATA_KEY to it, or unset DATA_KEY ' +
    `and put the data-key file kept with this database's backups back at ${key.dataKeyFile}. ` +
    'The server did not start and nothing was changed.'
  );
}

function missingKeyFile(key: GivenDataKey): string {
  return (
    `DATA_KEY is not set and the key file ${key.dataKeyFile} is missing, but this database's Aadhaar ` +
    'vault holds values encrypted with a data key. Put back the data-key file kept with this ' +
    `database's backups at ${key.dataKeyFile}, or set DATA_KEY to that key. No new key was made; the ` +
    'server did not start and nothing was changed.'
  );
}
