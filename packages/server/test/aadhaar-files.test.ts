import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { aadhaarDigits } from '@trust/contract/aadhaar';
import SqliteDatabase from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { moveAadhaarNumbersIntoVault } from '../src/db/aadhaar-move';
import { aadhaarVault } from '../src/db/aadhaar-vault';
import { backupSqlite, restoreSqlite, vaultKey } from '../src/db/backup';
import { openDatabase } from '../src/db/connection';
import { openVault } from '../src/db/data-key-check';
import { migrateTo, migrateToLatest } from '../src/db/migrations';
import { encryptTwoStepSecrets } from '../src/db/two-step-secrets';
import { generateTrustData } from '../src/demo/generate';
import { ensureFirstAdmin } from '../src/modules/auth/auth.service';
import { hashPassword } from '../src/modules/auth/password';
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
      restoreSqlite(backup, target, vaultKey(Buffer.alloc(32, 9), '/srv/trust/data/data-key')),
    ).rejects.toThrow('the key in /srv/trust/data/data-key cannot open its Aadhaar numbers');
    expect(existsSync(target) && statSync(target).size > 0).toBe(false);
    await restoreSqlite(backup, target, vaultKey(TEST_DATA_KEY, 'DATA_KEY'));
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

/** Twelve digits in a row with anything a URL or a log line may put between them (as test/request-log.test.ts). */
const TWELVE_DIGITS = /[0-9](?:(?:[\s.+-]|%20|%2b|%2d|%2e)*[0-9]){11}/i;

/**
 * Every stored text in the SQLite database `file` (every column of every table, read through SQLite)
 * holding twelve digits in a row, alone or grouped with spaces, hyphens or dots, that are not part of
 * a hex or base64 value (the keyed hashes, ciphertexts and password hashes are long runs of such
 * characters, where twelve digits in a row come by chance). The raw bytes are searched for the
 * run's own numbers too (holdsText): a file puts a record's values side by side, so a 10-digit
 * mobile beside a member ID reads as twelve digits there.
 */
function storedTwelveDigitRuns(file: string): string[] {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    const found: string[] = [];
    for (const { name } of tables) {
      for (const row of db.prepare(`select * from "${name}"`).iterate() as Iterable<Record<string, unknown>>) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          for (const run of twelveDigitRuns(value)) found.push(`${name}.${column}: ${run}`);
        }
      }
    }
    return found;
  } finally {
    db.close();
  }
}

/** A UUID (a session's id): random hex in hyphened groups, whose last group is twelve digits now and then. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

function twelveDigitRuns(stored: string): string[] {
  const found: string[] = [];
  const text = stored.replace(UUID, ' ');
  for (const match of text.matchAll(/(?<![0-9][ .-]?)[0-9](?:[ .-]?[0-9]){11,}/g)) {
    let from = match.index;
    let to = match.index + match[0].length;
    while (from > 0 && /[A-Za-z0-9+/=$]/.test(text.charAt(from - 1))) from--;
    while (to < text.length && /[A-Za-z0-9+/=$]/.test(text.charAt(to))) to++;
    const token = text.slice(from, to);
    if (token === match[0] || token.length < 24) found.push(token);
  }
  return found;
}

/** The ways a number can be typed: digits alone or in three groups of four with spaces, hyphens or dots. */
function typedForms(digits: string): string[] {
  const groups = [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)];
  return [digits, ...[' ', '-', '.'].map((separator) => groups.join(separator))];
}

function holdsText(bytes: Buffer, texts: string[]): string[] {
  return texts.filter(
    (text) => bytes.includes(Buffer.from(text, 'utf8')) || bytes.includes(Buffer.from(text, 'utf16le')),
  );
}

const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

describe('the files of a run with separated numbers, two-step sign-in and the demo', () => {
  it('hold no run of twelve digits and no two-step secret: database, WAL, backup and request log', async () => {
    const root = mkdtempSync(join(tmpdir(), 'trust-scan-'));
    const dataDir = join(root, 'data');
    const file = join(dataDir, 'trust.db');
    const config = testConfig({ dataDir });

    // The admin set up two-step sign-in before its secret was encrypted: kept in clear.
    const oldSecret = 'KRUGS4ZANFZSAYLOEBXWYZBAONSWG4TF';
    let handle = openDatabase(`file:${file}`);
    await migrateTo(handle.db, '2026-11-27-160-timed-work-runs');
    const now = new Date().toISOString();
    const old = await handle.db
      .insertInto('admins')
      .values({
        name: ADMIN.name,
        phone: '9876543210',
        email: ADMIN.email,
        role: 'ADMIN',
        password_hash: await hashPassword(ADMIN.password),
        created_by: null,
        created_at: now,
        disabled_at: null,
        temporary_password_at: null,
        last_sign_in_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('two_step_secrets')
      .values({ admin_id: old.id, secret: oldSecret, created_at: now, confirmed_at: now, last_step: null })
      .execute();
    await handle.close();

    // `npm run demo` on that database, with the server's key: it migrates, encrypts what the
    // start encrypts, and loads the demo members through the vault.
    const { DATA_KEY: _none, ...inherited } = process.env;
    const demo = spawn(process.execPath, ['--import', 'tsx', '../../scripts/demo.ts'], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...inherited, DATABASE_URL: `file:${file}`, DATA_KEY: config.dataKey.toString('base64') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let demoOutput = '';
    demo.stdout.on('data', (chunk: Buffer) => {
      demoOutput += chunk.toString();
    });
    demo.stderr.on('data', (chunk: Buffer) => {
      demoOutput += chunk.toString();
    });
    expect(await new Promise((done) => demo.once('close', done))).toBe(0);
    expect(demoOutput).toContain('Demo data loaded');

    // The server starts on it, as main.ts does, with its request log kept.
    handle = openDatabase(`file:${file}`);
    await migrateToLatest(handle.db);
    await moveAadhaarNumbersIntoVault(handle.db, await openVault(handle.db, config, () => {}));
    await encryptTwoStepSecrets(handle.db, config.dataKey);
    const ctx = { db: handle.db, dialect: handle.dialect, config, now: () => new Date() };
    await ensureFirstAdmin(ctx, () => {});
    const log: string[] = [];
    const app = await buildApp(ctx, { logger: { level: 'info', stream: { write: (line) => log.push(line) } } });
    // The admin signs in with a code of its secret, encrypted at start.
    const challenged = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/two-step',
      payload: { challenge: challenged.json().challenge, code: codeAt(oldSecret, new Date()) },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const typed = ['9182-7364-5503', '9182.7364.5503'];
    for (const [i, ticket] of typed.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/master',
        headers,
        payload: {
          id_number: `7710${i}`,
          member_name: 'Meera Joshi',
          ticket_number: ticket,
          department: 'ACCOUNTS',
          date_of_birth: '1979-02-14',
          age: '47',
          date_of_retirement: '2039-02-28',
          mobile: '9822054321',
          sex: 'FEMALE',
          blood_group: 'A+VE',
          organisation: 'CENTRAL RAILWAY',
          address: 'Nashik',
          family_group: '1+3',
          remarks: 'YES',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const found = await app.inject({ method: 'GET', url: `/api/master?q=${encodeURIComponent(ticket)}`, headers });
      expect(found.json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER)).toContain(`7710${i}`);
    }

    // A staff account sets up two-step sign-in now.
    const staff = { email: 'desk@trust.test', password: 'desk-pass-2026' };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { name: 'Desk Person', phone: '9876543210', ...staff, role: 'STAFF' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const staffLogin = await app.inject({ method: 'POST', url: '/api/login', payload: staff });
    const staffHeaders = { authorization: `Bearer ${staffLogin.json().token}` };
    const started = await app.inject({
      method: 'POST',
      url: '/api/two-step/start',
      headers: staffHeaders,
      payload: { password: staff.password },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json() as { secret: string };
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/two-step/confirm',
      headers: staffHeaders,
      payload: { code: codeAt(secret, new Date()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const stored = await handle.db.selectFrom('two_step_secrets').select(['secret', 'secret_cipher']).execute();
    expect(stored.map((row) => row.secret)).toEqual(['', '']);
    expect(await backupSqlite(file, join(root, 'backups'))).toBeTruthy();

    const backupsDir = join(root, 'backups');
    // Every file the run left in the data and backups folders.
    const files = [dataDir, backupsDir].flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)));
    expect(files).toContain(`${file}-wal`);
    const demoNumbers = generateTrustData({ members: 200 })
      .members.map((m) => aadhaarDigits(m.ticket_number))
      .filter((d): d is string => d !== null);
    expect(demoNumbers.length).toBeGreaterThan(0);
    const numbers = [...typed.map((n) => n.replace(/[.-]/g, '')), ...demoNumbers].flatMap(typedForms);
    for (const f of files) {
      const bytes = readFileSync(f);
      expect(holdsText(bytes, numbers), f).toEqual([]);
      expect(holdsText(bytes, [secret, oldSecret]), f).toEqual([]);
    }

    await app.close();
    await handle.close();
    const databases = files.filter((f) => f === file || f.startsWith(backupsDir));
    expect(databases.length).toBe(2);
    for (const f of databases) expect(storedTwelveDigitRuns(f), f).toEqual([]);
    const logged = log.map((line) => {
      // pino's clock (milliseconds since 1970) is thirteen digits of its own.
      const { time: _time, ...record } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(record);
    });
    expect(logged.some((line) => line.includes('/api/master?q='))).toBe(true);
    expect(logged.filter((line) => TWELVE_DIGITS.test(line) || line.includes(secret))).toEqual([]);
    // Nor what the demo printed.
    expect(demoOutput).not.toMatch(TWELVE_DIGITS);
  }, 120_000);
});
