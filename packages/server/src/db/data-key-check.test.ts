import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { aadhaarVault, vaultColumns } from './aadhaar-vault';
import { type Db, type DbHandle, openDatabase } from './connection';
import { DataKeyError, type GivenDataKey, openVault } from './data-key-check';
import { migrateTo, migrateToLatest } from './migrations';
import { sealedTwoStepSecret, twoStepSecretCipher } from './two-step-secrets';

const postgresUrl = process.env.TEST_DATABASE_URL;
const KEY_FILE = '/srv/trust/data/data-key';

/** A fresh database of each kind, migrated to `last` (the latest when not given). */
async function eachDatabase(work: (db: Db, schema?: string) => Promise<void>, last?: string): Promise<void> {
  const kinds: { handle: DbHandle; schema?: string; drop(): Promise<void> }[] = [
    { handle: openDatabase(':memory:'), drop: async () => {} },
  ];
  if (postgresUrl) {
    const schema = `k_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    kinds.push({
      handle: openDatabase(postgresUrl, { pgSchema: schema }),
      schema,
      drop: async () => {
        const c = new pg.Client({ connectionString: postgresUrl });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    });
  }
  for (const { handle, schema, drop } of kinds) {
    try {
      if (last) await migrateTo(handle.db, last, schema);
      else await migrateToLatest(handle.db, schema);
      await work(handle.db, schema);
    } finally {
      await handle.close();
      await drop();
    }
  }
}

const fromEnv = (dataKey: Buffer): GivenDataKey => ({ dataKey, dataKeyFile: KEY_FILE, dataKeySource: 'DATA_KEY' });
const fromFile = (dataKey: Buffer): GivenDataKey => ({ dataKey, dataKeyFile: KEY_FILE, dataKeySource: 'file' });
const made = (): GivenDataKey => ({ dataKey: randomBytes(32), dataKeyFile: KEY_FILE, dataKeySource: 'new' });
const keepNothing = () => {
  throw new Error('no new key may be kept here');
};

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataKeyError);
  return (error as DataKeyError).message;
}

describe('the data key checked against the database at start', () => {
  it('is recorded at the first start and refused when another key comes, naming DATA_KEY and the key file', async () => {
    await eachDatabase(async (db) => {
      const key = randomBytes(32);
      const vault = await openVault(db, fromEnv(key), keepNothing);
      const recorded = await db.selectFrom('data_key_check').selectAll().execute();
      expect(recorded.map((r) => r.check_value)).toEqual([vault.keyCheck]);
      expect(await openVault(db, fromFile(key), keepNothing)).toBe(vault);

      for (const other of [fromEnv(randomBytes(32)), fromFile(randomBytes(32))]) {
        const message = await refusal(openVault(db, other, keepNothing));
        expect(message).toContain('does not open');
        expect(message).toContain('DATA_KEY');
        expect(message).toContain(KEY_FILE);
        expect(message).toContain('Put back the key');
      }
      expect(await db.selectFrom('data_key_check').selectAll().execute()).toEqual(recorded);
    });
  });

  it('keeps a new key only for a vault that holds nothing', async () => {
    await eachDatabase(async (db) => {
      const first = made();
      let kept = 0;
      const vault = await openVault(db, first, () => kept++);
      expect(kept).toBe(1);
      expect((await db.selectFrom('data_key_check').select('check_value').execute())[0]?.check_value).toBe(
        vault.keyCheck,
      );
      // The key file went missing: the check value is there, so no other key is made.
      const message = await refusal(openVault(db, made(), keepNothing));
      expect(message).toContain(`the key file ${KEY_FILE} is missing`);
      expect(message).toContain('DATA_KEY');
      expect(message).toContain('No new key was made');
    });
  });

  it('opens a database stored before the check came only with the key its numbers were encrypted with', async () => {
    await eachDatabase(async (db, schema) => {
      const key = randomBytes(32);
      await insertMember(db, vaultColumns(aadhaarVault(key), '918273645503'));
      await migrateToLatest(db, schema);

      expect(await refusal(openVault(db, fromEnv(randomBytes(32)), keepNothing))).toContain('DATA_KEY');
      expect(await refusal(openVault(db, made(), keepNothing))).toContain('is missing');
      expect(await db.selectFrom('data_key_check').selectAll().execute()).toEqual([]);

      const vault = await openVault(db, fromFile(key), keepNothing);
      expect((await db.selectFrom('data_key_check').select('check_value').execute())[0]?.check_value).toBe(
        vault.keyCheck,
      );
    }, '2026-11-27-140-separated-aadhaar-numbers');
  });

  it('samples an encrypted two-step secret too: a database holding only one refuses another key', async () => {
    await eachDatabase(async (db) => {
      const key = randomBytes(32);
      const admin = await db
        .insertInto('admins')
        .values({
          name: 'Two Step',
          phone: '9876543210',
          email: 'two-step@trust.test',
          password_hash: 'not used here',
          created_by: null,
          created_at: new Date().toISOString(),
          disabled_at: null,
          temporary_password_at: null,
          last_sign_in_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('two_step_secrets')
        .values({
          admin_id: admin.id,
          ...sealedTwoStepSecret(twoStepSecretCipher(key), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
          created_at: new Date().toISOString(),
          confirmed_at: new Date().toISOString(),
          last_step: null,
        })
        .execute();

      expect(await refusal(openVault(db, fromEnv(randomBytes(32)), keepNothing))).toContain('does not open');
      expect(await refusal(openVault(db, made(), keepNothing))).toContain('is missing');
      expect(await db.selectFrom('data_key_check').selectAll().execute()).toEqual([]);
      await openVault(db, fromFile(key), keepNothing);
      expect(await db.selectFrom('data_key_check').selectAll().execute()).toHaveLength(1);
    });
  });
});
