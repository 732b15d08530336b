import { createSecretKey, randomBytes } from 'node:crypto';
import type { Role } from '@trust/contract/roles';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app';
import { NO_CHANNELS } from '../src/channels-config';
import type { Config } from '../src/config';
import type { AppContext } from '../src/context';
import { moveAadhaarNumbersIntoVault } from '../src/db/aadhaar-move';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { openVault } from '../src/db/data-key-check';
import { migrateToLatest } from '../src/db/migrations';
import { encryptTwoStepSecrets } from '../src/db/two-step-secrets';
import { ensureFirstAdmin } from '../src/modules/auth/auth.service';

export const ADMIN = { email: 'admin@trust.test', password: 'admin12345', name: 'Test Admin' };

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is SKIPPED (SQLite only).');
}

/** One key for every test app, so a test can open what another app of the run stored. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    databasePoolSize: 10,
    dataDir: '/tmp',
    jwtSecret: createSecretKey(Buffer.from('test-secret-that-is-long-enough-0123456789')),
    dataKey: TEST_DATA_KEY,
    dataKeyFile: '/tmp/data-key',
    dataKeySource: 'DATA_KEY',
    firstAdmin: { email: ADMIN.email, password: ADMIN.password, name: ADMIN.name },
    trustName: 'Test Welfare Trust',
    trustAddress: '1 Test Road, Testpur',
    trustNameHindi: '',
    trustAddressHindi: '',
    receiptLanguages: 'en',
    membershipPrefix: 'TWT/',
    loginRateLimit: 1000,
    verifyRateLimit: 1000,
    trustProxy: [],
    version: 'test',
    logLevel: 'silent',
    logFile: null,
    webDist: null,
    backupAt: null,
    backupKeep: 30,
    backupsDir: '/tmp/trust-test-backups',
    backupCopyTo: null,
    channels: NO_CHANNELS,
    remindersAt: null,
    receiptEmailAuto: false,
    publicUrl: 'https://trust.test',
    clockFile: null,
    whatsappReminderTemplate: 'renewal_reminder',
    whatsappVerifyToken: null,
    whatsappAppSecret: null,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Moves the server's clock (renewal defaults, expiry, financial years). */
  setNow(date: Date | string): void;
  /** The admin's bearer token; signed in again after the clock moves. */
  readonly token: string;
  /** Sends a request as the signed-in admin. */
  call(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function openFresh(
  kind: 'sqlite' | 'postgres',
  sqliteUrl = ':memory:',
): Promise<{ handle: DbHandle; schema?: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const handle = openDatabase(sqliteUrl);
    return { handle, drop: async () => {} };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase(postgresUrl as string, { pgSchema: schema, poolSize: 20 });
  return {
    handle,
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export async function createTestApp(kind: 'sqlite' | 'postgres', overrides: Partial<Config> = {}): Promise<TestApp> {
  // A test that needs the database in a file (backups) names one; the others run in memory.
  const fileUrl = overrides.databaseUrl?.startsWith('file:') ? overrides.databaseUrl : undefined;
  const { handle, schema, drop } = await openFresh(kind, fileUrl);
  await migrateToLatest(handle.db, schema);
  const config = testConfig(overrides);
  // As the server starts: the key checked against the database (and recorded), then the move.
  await moveAadhaarNumbersIntoVault(handle.db, await openVault(handle.db, config, () => {}));
  await encryptTwoStepSecrets(handle.db, config.dataKey);
  let now: Date | null = null;
  const ctx: AppContext = {
    db: handle.db,
    dialect: handle.dialect,
    config,
    now: () => now ?? new Date(),
  };
  await ensureFirstAdmin(ctx, () => {});
  const app = await buildApp(ctx);
  await app.ready();
  const signIn = async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    return login.json().token as string;
  };
  let token = await signIn();
  // A token lives eight hours of the server's clock; after the clock moves, sign in again.
  let tokenIsStale = false;
  return {
    app,
    ctx,
    get token() {
      return token;
    },
    setNow: (date) => {
      now = typeof date === 'string' ? new Date(date) : date;
      tokenIsStale = true;
    },
    call: async (method, url, payload) => {
      if (tokenIsStale) {
        token = await signIn();
        tokenIsStale = false;
      }
      return app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * Runs a suite once per database: always SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
 * `get()` gives the suite's app, freshly migrated for that database.
 */
export function forEachDatabase(name: string, suite: (get: () => TestApp) => void): void {
  for (const kind of ['sqlite', 'postgres'] as const) {
    const run = kind === 'sqlite' || postgresUrl ? describe : describe.skip;
    const label =
      kind === 'postgres' && !postgresUrl
        ? `${name} [postgres: skipped, TEST_DATABASE_URL not set]`
        : `${name} [${kind}]`;
    run(label, () => {
      let t: TestApp | undefined;
      beforeAll(async () => {
        t = await createTestApp(kind);
      });
      afterAll(async () => {
        await t?.close();
      });
      suite(() => {
        if (!t) throw new Error('test app not ready');
        return t;
      });
    });
  }
}

export interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
  /** Sends a request as this account. */
  call(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

let nextAccount = 1;

/** Registers an account of `role` through the API, as the first admin, and signs it in. */
export async function accountOf(t: TestApp, role: Role, password = 'staff-pass-2026'): Promise<Account> {
  const email = `${role.toLowerCase()}${nextAccount++}@trust.test`;
  const created = await t.call('POST', '/api/register', {
    name: `${role} Person`,
    phone: '9876543210',
    email,
    password,
    role,
  });
  if (created.statusCode !== 201) throw new Error(`register ${role}: ${created.statusCode} ${created.body}`);
  const token = await signInToken(t, email, password);
  return {
    id: created.json().id as number,
    email,
    password,
    token,
    call: (method, url, payload) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** A bearer token for email and password, or an error naming the answer. */
export async function signInToken(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const token = res.statusCode === 200 ? (res.json().token as string | undefined) : undefined;
  if (!token) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
  return token;
}
