import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authMessages } from '@trust/contract/auth';
import { cashbookMessages } from '@trust/contract/cashbook';
import { ageInYears, todayInIndia } from '@trust/contract/dates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { FIRST_ADMIN, freePorts, onPostgres, type RealServer, startRealServer } from './real-server';

/**
 * Several real server processes on one PostgreSQL schema, started as `npm start` runs them, each in
 * its own data folder with the same DATA_KEY and JWT_SECRET, behind a "proxy" (TRUST_PROXY) that
 * gives every request its own client address. Every rule is checked across them: what one server
 * does, the other sees at its very next request. The same checks run on one SQLite server, where
 * "the other server" is the same one.
 */

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: the checks of two servers on one PostgreSQL (test/servers.test.ts) are SKIPPED; they run on one SQLite server only.',
  );
}

const LIMIT = 10;

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON of whichever route was asked; each check reads what it knows
  body: any;
}

let lastAddress = 0;
/** A client address nobody used yet, so that only the checks about one address share one. */
function newAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** A request through the proxy: X-Forwarded-For names the client, as the proxy in front of the servers sets it. */
async function ask(
  server: RealServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; address?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.address ?? newAddress(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function signIn(server: RealServer, email: string, password: string): Promise<string> {
  const answer = await ask(server, 'POST', '/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

interface Account {
  id: number;
  email: string;
  password: string;
}

let lastAccount = 0;
async function register(server: RealServer, adminToken: string, role: string): Promise<Account> {
  lastAccount += 1;
  const account = {
    email: `${role.toLowerCase()}-${lastAccount}@trust.test`,
    password: `pass-${role}-${lastAccount}-2026`,
  };
  const answer = await ask(server, 'POST', '/register', {
    token: adminToken,
    body: { name: `${role} Person`, phone: '9876543210', role, ...account },
  });
  if (answer.status !== 201) throw new Error(`register ${role}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id as number, ...account };
}

let lastMember = 0;
function member(): Record<string, string> {
  lastMember += 1;
  return {
    id_number: String(700_000 + lastMember),
    member_name: 'Servers Test',
    department: 'STORES',
    date_of_birth: '1980-01-01',
    age: String(ageInYears('1980-01-01', todayInIndia())),
    date_of_retirement: '2040-01-31',
    mobile: '9876543210',
    sex: 'MALE',
    blood_group: 'O+VE',
    organisation: 'RAILWAY',
    address: 'Somewhere',
    family_group: '1+1',
    remarks: 'NO',
  };
}

/** The servers of a run: `one` and `other` are two processes on PostgreSQL, one and the same on SQLite. */
interface Servers {
  kind: 'sqlite' | 'postgres';
  one: RealServer;
  other: RealServer;
  /** The test's own look at the database the servers share. */
  db: DbHandle['db'];
}

function sharedEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: FIRST_ADMIN.email,
    ADMIN_PASSWORD: FIRST_ADMIN.password,
    ADMIN_NAME: 'First Admin',
    LOGIN_RATE_LIMIT: String(LIMIT),
    TRUST_PROXY: '127.0.0.1',
  };
}

for (const kind of ['postgres', 'sqlite'] as const) {
  const skipped = kind === 'postgres' && !postgresUrl;
  const title = skipped
    ? 'two servers on one PostgreSQL [skipped: TEST_DATABASE_URL not set]'
    : kind === 'postgres'
      ? 'two servers on one PostgreSQL'
      : 'one server on SQLite';
  describe.skipIf(skipped)(title, () => {
    const schema = `s_${randomBytes(6).toString('hex')}`;
    let servers: Servers | undefined;
    let handle: DbHandle | undefined;
    const started: RealServer[] = [];
    let sqliteDir: string | null = null;
    const get = (): Servers => {
      if (!servers) throw new Error('the servers did not start');
      return servers;
    };

    beforeAll(async () => {
      let databaseUrl: string;
      if (kind === 'postgres') {
        await onPostgres(postgresUrl as string, `create schema ${schema}`);
        // Spaces as %20, not URLSearchParams' '+', which libpq (pg_dump for the backups) reads as a '+'.
        const url = new URL(postgresUrl as string);
        url.search = `?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
        databaseUrl = url.toString();
      } else {
        sqliteDir = mkdtempSync(join(tmpdir(), 'trust-servers-'));
        databaseUrl = `file:${join(sqliteDir, 'trust.db')}`;
      }
      const env = sharedEnv(databaseUrl);
      const ports = await freePorts(2);
      // Both at the same moment, on a schema nothing has migrated yet.
      const starting = (kind === 'postgres' ? ports : ports.slice(0, 1)).map((port) => startRealServer(port, env));
      const settled = await Promise.allSettled(starting);
      for (const s of settled) if (s.status === 'fulfilled') started.push(s.value);
      const failed = settled.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      const [one, other = one] = started as [RealServer, RealServer?];
      handle = openDatabase(databaseUrl);
      servers = { kind, one, other, db: handle.db };
    }, 180_000);

    afterAll(async () => {
      await Promise.all(started.map((s) => s.stop()));
      await handle?.close();
      if (kind === 'postgres') await onPostgres(postgresUrl as string, `drop schema if exists ${schema} cascade`);
      for (const folder of [...started.map((s) => s.dataDir), sqliteDir]) {
        if (folder) rmSync(folder, { recursive: true, force: true });
      }
    });

    it.skipIf(kind === 'sqlite')('migrates once when both start at the same moment, and both serve', async () => {
      const { one, other, db } = get();
      for (const server of [one, other]) expect((await ask(server, 'GET', '/ready')).status).toBe(200);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      const names = rows.map((r) => r.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      const said = [one, other].map((s) => s.output());
      expect(said.filter((o) => o.includes(`Migrated the database: ${names.length} migrations ran`))).toHaveLength(1);
      expect(said.filter((o) => o.includes('The database is up to date: no migration to run.'))).toHaveLength(1);
      const firstAdmins = await db.selectFrom('admins').select('id').where('email', '=', FIRST_ADMIN.email).execute();
      expect(firstAdmins).toHaveLength(1);
    });

    it.skipIf(kind === 'sqlite')('takes the backup due at start on one server only', async () => {
      const { one, other, db } = get();
      // Both started after the day's backup time (BACKUP_AT, 02:00 in India) with none recorded.
      const written = 'Backup written and checked';
      await Promise.race([one, other].flatMap((s) => [s.said(written), s.said('Backup FAILED')]));
      const runs = await db.selectFrom('timed_work_runs').select('due_at').where('name', '=', 'backup').execute();
      expect(runs).toHaveLength(1);
      const backups = await db.selectFrom('backups').select('state').where('reason', '=', 'scheduled').execute();
      expect(backups).toEqual([{ state: 'checked' }]);
      expect([one, other].filter((s) => s.output().includes(written))).toHaveLength(1);
      expect([one, other].filter((s) => s.output().includes('Backup FAILED'))).toHaveLength(0);
    });

    it('numbers receipts taken at the same moment on both servers without a gap or a duplicate', async () => {
      const { one, other } = get();
      const token = await signIn(one, FIRST_ADMIN.email, FIRST_ADMIN.password);
      const members = Array.from({ length: 4 }, member);
      for (const m of members) expect((await ask(one, 'POST', '/master', { token, body: m })).status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          ask(i % 2 === 0 ? one : other, 'POST', '/misc/report', {
            token,
            body: { member_id: members[i % members.length]?.id_number, mode_of_payment: 'CASH', misc: '10' },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(24).fill(201));
      const numbers = answers.map((a) => Number((a.body.receipt_no as string).split('/')[2])).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(24);
      expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(23);
    });

    it('refuses on the other server a receipt of a day closed on one', async () => {
      const { one, other } = get();
      const token = await signIn(one, FIRST_ADMIN.email, FIRST_ADMIN.password);
      const today = todayInIndia();
      const m = member();
      expect((await ask(one, 'POST', '/master', { token, body: m })).status).toBe(201);
      const receipt = { member_id: m.id_number, mode_of_payment: 'CASH', misc: '10' };
      expect((await ask(other, 'POST', '/misc/report', { token, body: receipt })).status).toBe(201);
      const day = await ask(one, 'GET', `/cashbook/${today}`, { token });
      const counted = Object.fromEntries(
        (day.body.modes as { mode: string; expected: number }[]).map((line) => [line.mode, line.expected]),
      );
      expect((await ask(one, 'POST', `/cashbook/${today}/close`, { token, body: { counted } })).status).toBe(200);
      const refused = await ask(other, 'POST', '/misc/report', { token, body: receipt });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(cashbookMessages.dayClosed);
    });

    it('refuses a token disabled, demoted or signed out on one server at its next request on the other', async () => {
      const { one, other } = get();
      const admin = await signIn(one, FIRST_ADMIN.email, FIRST_ADMIN.password);
      const staff = await Promise.all([0, 1, 2].map(() => register(one, admin, 'STAFF')));
      const [disabled, demoted, signedOut] = await Promise.all(staff.map((s) => signIn(other, s.email, s.password)));
      const [d, v] = staff as [Account, Account, Account];
      // Each token has just served on the other server: whatever it keeps of it is fresh.
      for (const token of [disabled, demoted, signedOut]) {
        expect((await ask(other, 'POST', '/master', { token, body: member() })).status).toBe(201);
      }

      expect((await ask(one, 'PUT', `/users/${d.id}`, { token: admin, body: { disabled: true } })).status).toBe(200);
      expect((await ask(other, 'GET', '/department', { token: disabled })).status).toBe(401);

      expect((await ask(one, 'PUT', `/users/${v.id}`, { token: admin, body: { role: 'VIEWER' } })).status).toBe(200);
      expect((await ask(other, 'POST', '/master', { token: demoted, body: member() })).status).toBe(403);

      expect((await ask(one, 'POST', '/logout', { token: signedOut })).status).toBe(200);
      expect((await ask(other, 'GET', '/department', { token: signedOut })).status).toBe(401);
    });

    it('refuses the eleventh failed sign-in of an account on either server', async () => {
      const { one, other } = get();
      const admin = await signIn(one, FIRST_ADMIN.email, FIRST_ADMIN.password);
      const account = await register(one, admin, 'STAFF');
      for (let i = 0; i < LIMIT; i++) {
        const server = i % 2 === 0 ? one : other;
        const failed = await ask(server, 'POST', '/login', { body: { email: account.email, password: `wrong-${i}` } });
        expect(failed.status).toBe(401);
      }
      for (const server of [one, other]) {
        const refused = await ask(server, 'POST', '/login', {
          body: { email: account.email, password: account.password },
        });
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe(authMessages.tooManyAttempts);
      }
    });

    it('refuses the eleventh sign-in from one address on either server', async () => {
      const { one, other } = get();
      const address = newAddress();
      for (let i = 0; i < LIMIT; i++) {
        const body = { email: `nobody-${i}@trust.test`, password: 'not-a-password' };
        expect((await ask(i % 2 === 0 ? other : one, 'POST', '/login', { body, address })).status).toBe(401);
      }
      for (const server of [one, other]) {
        const body = { email: FIRST_ADMIN.email, password: FIRST_ADMIN.password };
        expect((await ask(server, 'POST', '/login', { body, address })).status).toBe(429);
      }
    });

    it('checks no more than ten of sixty sign-ins sent at once to both servers from sixty addresses, one right', async () => {
      const { one, other, db } = get();
      const admin = await signIn(one, FIRST_ADMIN.email, FIRST_ADMIN.password);
      const account = await register(one, admin, 'STAFF');
      const addresses = Array.from({ length: 60 }, newAddress);
      const answers = await Promise.all(
        addresses.map((address, i) =>
          ask(i % 2 === 0 ? one : other, 'POST', '/login', {
            address,
            body: { email: account.email, password: i === 31 ? account.password : `wrong-${i}` },
          }),
        ),
      );
      const codes = answers.map((a) => a.status);
      const count = (code: number) => codes.filter((c) => c === code).length;
      // Each wrong password checked is audited, under the address the proxy passed on.
      const failures = await db
        .selectFrom('audit_log')
        .select('after_json')
        .where('action', '=', 'LOGIN_FAILED')
        .where('entity_id', '=', String(account.id))
        .execute();
      expect(failures).toHaveLength(count(401));
      for (const f of failures) expect(addresses).toContain(JSON.parse(f.after_json ?? '{}').address);
      const checked = count(401) + count(200);
      expect(count(401)).toBeLessThanOrEqual(LIMIT);
      // The right password stops counting once it proved right, and only then may one more be checked.
      expect(checked).toBeLessThanOrEqual(LIMIT + count(200));
      expect(count(429)).toBe(60 - checked);
    });

    it('keeps the last admin when two admins demote or disable each other at once through both servers', async () => {
      const { one, other, db } = get();
      const activeAdmins = () =>
        db
          .selectFrom('admins')
          .select(['id', 'email'])
          .where('role', '=', 'ADMIN')
          .where('disabled_at', 'is', null)
          .execute();
      const passwords = new Map([[FIRST_ADMIN.email, FIRST_ADMIN.password]]);
      for (const change of [{ role: 'STAFF' }, { disabled: true }]) {
        const [survivor] = await activeAdmins();
        if (!survivor) throw new Error('no admin is left');
        const survivorToken = await signIn(one, survivor.email, passwords.get(survivor.email) as string);
        const second = await register(one, survivorToken, 'ADMIN');
        passwords.set(second.email, second.password);
        const secondToken = await signIn(other, second.email, second.password);
        const answers = await Promise.all([
          ask(one, 'PUT', `/users/${second.id}`, { token: survivorToken, body: change }),
          ask(other, 'PUT', `/users/${survivor.id}`, { token: secondToken, body: change }),
        ]);
        const codes = answers.map((a) => a.status);
        expect(
          codes.filter((c) => c === 200),
          JSON.stringify(change),
        ).toHaveLength(1);
        expect(codes.filter((c) => c !== 200).every((c) => [401, 403, 409].includes(c))).toBe(true);
        expect(await activeAdmins()).toHaveLength(1);
      }
    });
  });
}
