import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { aadhaarDigits } from '@trust/contract/aadhaar';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { moveAadhaarNumbersIntoVault } from '../src/db/aadhaar-move';
import { aadhaarVault } from '../src/db/aadhaar-vault';
import { backupSqlite, restoreSqlite } from '../src/db/backup';
import { openDatabase } from '../src/db/connection';
import { migrateTo, migrateToLatest } from '../src/db/migrations';
import { generateTrustData } from '../src/demo/generate';
import { ensureFirstAdmin } from '../src/modules/auth/auth.service';
import { insertMember } from './factories';
import { ADMIN, TEST_DATA_KEY, testConfig } from './helpers';

const NUMBERS = ['5012 3498 7761', '501234987762', '5012 3498 7763'];
const digitsOf = (n: string) => n.replace(/ /g, '');

/** Every way a number could sit in a file: as typed, as digits, as UTF-16 text. */
function holdsAny(bytes: Buffer, numbers: string[]): string[] {
  const found: string[] = [];
  for (const n of numbers) {
    for (const form of [n, digitsOf(n), digitsOf(n).slice(0, 8)]) {
      if (bytes.includes(Buffer.from(form, 'utf8')) || bytes.includes(Buffer.from(form, 'utf16le'))) found.push(form);
    }
  }
  return found;
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the files under the data and backups folders', () => {
  it('hold no Aadhaar number, are readable by their owner only, and a backup restores only under its key', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trust-aadhaar-'));
    const dataDir = join(root, 'data');
    const file = join(dataDir, 'trust.db');
    const handle = openDatabase(`file:${file}`);
    // One number stored before the vault, moved in at start as on an upgraded server.
    await migrateTo(handle.db, '2026-11-23-021-two-step-sign-in');
    await insertMember(handle.db, { ticket_number: NUMBERS[0] });
    await migrateToLatest(handle.db);
    await moveAadhaarNumbersIntoVault(handle.db, aadhaarVault(TEST_DATA_KEY));
    const ctx = { db: handle.db, dialect: handle.dialect, config: testConfig({ dataDir }), now: () => new Date() };
    await ensureFirstAdmin(ctx, () => {});
    const app = await buildApp(ctx);
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json().token}` };
    for (const [i, ticket] of NUMBERS.slice(1).entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/master',
        headers,
        payload: {
          id_number: `7700${i}`,
          member_name: 'Asha Kulkarni',
          ticket_number: ticket,
          department: 'ACCOUNTS',
          date_of_birth: '1975-08-20',
          age: '51',
          date_of_retirement: '2035-08-31',
          mobile: '9822012345',
          sex: 'FEMALE',
          blood_group: 'O+VE',
          organisation: 'CENTRAL RAILWAY',
          address: 'Pune',
          family_group: '1+3',
          remarks: 'YES',
          user_status: 'Life member',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const edit = await app.inject({ method: 'GET', url: '/api/master/77000', headers });
    expect(edit.json().data[0].TICKET_NUMBER).toBe('XXXX XXXX 7762');
    const backups = join(root, 'backups');
    const backup = await backupSqlite(file, backups);

    // Read while the server still runs: the write-ahead log holds the latest pages.
    const files = [file, `${file}-wal`, backup].filter((f) => existsSync(f));
    expect(files).toContain(`${file}-wal`);
    for (const f of files) expect(holdsAny(readFileSync(f), NUMBERS), f).toEqual([]);

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(backups)).toBe(0o700);
    for (const f of [file, `${file}-wal`, backup]) expect(mode(f), f).toBe(0o600);

    await app.close();
    await handle.close();

    const target = join(root, 'restored', 'trust.db');
    await expect(
      restoreSqlite(backup, target, { vault: aadhaarVault(Buffer.alloc(32, 9)), keptIn: '/srv/trust/data/data-key' }),
    ).rejects.toThrow('the key in /srv/trust/data/data-key cannot open its Aadhaar numbers');
    expect(existsSync(target) && statSync(target).size > 0).toBe(false);
    await restoreSqlite(backup, target, { vault: aadhaarVault(TEST_DATA_KEY), keptIn: 'DATA_KEY' });
    expect(mode(target)).toBe(0o600);
  });
});

describe('the database `npm run demo` fills', () => {
  it('holds none of the generated Aadhaar numbers: they go through the vault', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-demo-'));
    const file = join(dir, 'trust.db');
    const { DATA_KEY: _none, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', '../../scripts/demo.ts'], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...inherited, DATABASE_URL: `file:${file}` },
      stdio: 'ignore',
    });
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(0);
    // The demo's numbers are those the generator makes with its default seed, as the script calls it.
    const numbers = generateTrustData({ members: 200 })
      .members.map((m) => aadhaarDigits(m.ticket_number))
      .filter((d): d is string => d !== null);
    expect(numbers.length).toBeGreaterThan(0);
    for (const f of [file, `${file}-wal`].filter((f) => existsSync(f))) {
      expect(holdsAny(readFileSync(f), numbers), f).toEqual([]);
    }
    expect(existsSync(join(dir, 'data-key'))).toBe(true);
  }, 120_000);
});
