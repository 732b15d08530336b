import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { type Account, ADMIN, accountOf, createTestApp, type TestApp, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrations';
import { ensureFirstAdmin } from './auth.service';
import { verifyPassword } from './password';
import { countAttempt } from './sign-in-limits.service';
import { passSecondStep } from './two-step.service';

/**
 * Every password and second-step code the server checks, counted: the real checks run, only counted,
 * so a test sees how many attempts got as far as their check.
 */
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
vi.mock('./two-step.service', async (importOriginal) => {
  const real = await importOriginal<typeof import('./two-step.service')>();
  return { ...real, passSecondStep: vi.fn(real.passSecondStep) };
});
const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length;
const codeChecks = () => vi.mocked(passSecondStep).mock.calls.length;

const postgresUrl = process.env.TEST_DATABASE_URL;
const kinds = postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const LIMIT = 10;
const TOO_MANY = {
  error: true,
  message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  code: 'auth.tooManyAttempts',
  params: {},
};

function signIn(app: FastifyInstance, email: string, password: string, address: string) {
  return app.inject({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { email, password } });
}

/** The audit lines of `action` about the account `id`: one for each password or code that was checked and wrong. */
async function auditCount(t: TestApp, action: string, id: number): Promise<number> {
  const rows = await t.ctx.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .execute();
  return rows.length;
}

function countOf(codes: number[], code: number): number {
  return codes.filter((c) => c === code).length;
}

/**
 * A database that outlives the server on it: a SQLite file in a folder of its own, or a PostgreSQL
 * schema of its own. Each `start()` is a server process's start: its own connection, its own app.
 */
async function lastingDatabase(kind: 'sqlite' | 'postgres') {
  const folder = kind === 'sqlite' ? mkdtempSync(join(tmpdir(), 'sign-in-limits-')) : null;
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const onPostgres = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (schema) await onPostgres(`create schema ${schema}`);
  return {
    async start() {
      const handle = folder
        ? openDatabase(join(folder, 'trust.db'))
        : openDatabase(postgresUrl as string, { pgSchema: schema });
      await migrateToLatest(handle.db, schema);
      const ctx: AppContext = {
        db: handle.db,
        dialect: handle.dialect,
        config: testConfig({ loginRateLimit: LIMIT }),
        now: () => new Date(),
      };
      await ensureFirstAdmin(ctx, () => {});
      const app = await buildApp(ctx);
      await app.ready();
      return {
        app,
        stop: async () => {
          await app.close();
          await handle.close();
        },
      };
    },
    async drop() {
      if (folder) rmSync(folder, { recursive: true, force: true });
      if (schema) await onPostgres(`drop schema ${schema} cascade`);
    },
  };
}

/** Sets up two-step sign-in for an account as a person does; answers the app's secret. */
async function enrol(t: TestApp, account: Account): Promise<string> {
  const started = await account.call('POST', '/api/two-step/start', { password: account.password });
  const { secret } = started.json() as { secret: string };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.ctx.now().getTime() });
  expect((await account.call('POST', '/api/two-step/confirm', { code })).statusCode).toBe(200);
  return secret;
}

/** A six-digit code the app does not show around `at` (a code of the 30 seconds either side is taken too). */
function wrongCode(secret: string, at: Date): string {
  const taken = [-30_000, 0, 30_000].map((shift) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() + shift }),
  );
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!taken.includes(code)) return code;
  }
}

for (const kind of kinds) {
  describe(`sign-in limits [${kind}]`, () => {
    it('keeps an account’s failures over a restart: the next server on the database refuses the eleventh', async () => {
      const database = await lastingDatabase(kind);
      try {
        const first = await database.start();
        for (let i = 0; i < LIMIT; i++) {
          expect((await signIn(first.app, ADMIN.email, `wrong-${i}`, `10.3.0.${i + 1}`)).statusCode).toBe(401);
        }
        await first.stop();

        const second = await database.start();
        try {
          const locked = await signIn(second.app, ADMIN.email, ADMIN.password, '10.3.1.1');
          expect(locked.statusCode).toBe(429);
          expect(locked.json()).toEqual(TOO_MANY);
        } finally {
          await second.stop();
        }
      } finally {
        await database.drop();
      }
    });

    it('checks no more than ten of sixty sign-ins sent at once from sixty addresses, one of them right', async () => {
      const t = await createTestApp(kind, { loginRateLimit: LIMIT });
      try {
        const admin = await accountOf(t, 'ADMIN');
        const passwords = Array.from({ length: 60 }, (_, i) => (i === 30 ? admin.password : `wrong-${i}`));
        const checksBefore = passwordChecks();
        const answers = await Promise.all(
          passwords.map((password, i) => signIn(t.app, admin.email, password, `10.4.${i}.1`)),
        );
        const checked = passwordChecks() - checksBefore;
        const codes = answers.map((a) => a.statusCode);
        // The right password's check stops counting once it proved right, and only then may one more be let in.
        expect(checked).toBeLessThanOrEqual(LIMIT + countOf(codes, 200));
        expect(countOf(codes, 401)).toBeLessThanOrEqual(LIMIT);
        expect(await auditCount(t, 'LOGIN_FAILED', admin.id)).toBe(countOf(codes, 401));
        expect(countOf(codes, 429)).toBe(60 - checked);
        for (const refused of answers.filter((a) => a.statusCode === 429)) expect(refused.json()).toEqual(TOO_MANY);
      } finally {
        await t.close();
      }
    });

    it('refuses sixty wrong second-step codes sent at once after the limit', async () => {
      const t = await createTestApp(kind, { loginRateLimit: LIMIT });
      try {
        const staff = await accountOf(t, 'STAFF');
        const secret = await enrol(t, staff);
        const passwordStep = await signIn(t.app, staff.email, staff.password, '10.5.0.1');
        const { challenge } = passwordStep.json() as { challenge: string };
        const code = wrongCode(secret, t.ctx.now());
        const checksBefore = codeChecks();
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            t.app.inject({
              method: 'POST',
              url: '/api/login/two-step',
              remoteAddress: `10.5.${i + 1}.1`,
              payload: { challenge, code },
            }),
          ),
        );
        const codes = answers.map((a) => a.statusCode);
        expect(codeChecks() - checksBefore).toBe(LIMIT);
        expect(countOf(codes, 401)).toBe(LIMIT);
        expect(countOf(codes, 429)).toBe(60 - LIMIT);
        expect(await auditCount(t, 'TWO_STEP_FAILED', staff.id)).toBe(LIMIT);
      } finally {
        await t.close();
      }
    });

    it('keeps an account locked through 10,000 failures under made-up emails', async () => {
      const t = await createTestApp(kind, { loginRateLimit: LIMIT });
      try {
        for (let i = 0; i < LIMIT; i++) {
          expect((await signIn(t.app, ADMIN.email, `wrong-${i}`, `10.6.0.${i + 1}`)).statusCode).toBe(401);
        }
        // Each a failed sign-in as the server counts it, without the decoy password check's time.
        const made = Array.from({ length: 10_000 }, (_, i) => `nobody-${i}@made-up.test`);
        for (let i = 0; i < made.length; i += 50) {
          await Promise.all(made.slice(i, i + 50).map((email) => countAttempt(t.ctx, { email })));
        }
        const locked = await signIn(t.app, ADMIN.email, ADMIN.password, '10.6.1.1');
        expect(locked.statusCode).toBe(429);
      } finally {
        await t.close();
      }
    }, 180_000);

    it('counts a signed-in account’s wrong passwords as its failed sign-ins: each audited, 429 at the limit', async () => {
      const t = await createTestApp(kind, { loginRateLimit: LIMIT });
      try {
        const staff = await accountOf(t, 'STAFF');
        const wrong = [
          ...Array.from({ length: 4 }, () => ['/api/two-step/recovery-codes', { password: 'not-mine-1' }] as const),
          ...Array.from({ length: 3 }, () => ['/api/two-step/start', { password: 'not-mine-2' }] as const),
          ...Array.from(
            { length: 3 },
            () => ['/api/password', { old_password: 'not-mine-3', new_password: 'Fresh-2026-pass' }] as const,
          ),
        ];
        for (const [url, body] of wrong) expect((await staff.call('POST', url, body)).statusCode, url).toBe(400);
        expect(await auditCount(t, 'PASSWORD_CHECK_FAILED', staff.id)).toBe(LIMIT);

        // At the limit the password is not checked, right or wrong, and the account cannot sign in either.
        const off = await staff.call('POST', '/api/two-step/off', { password: 'not-mine-4' });
        expect(off.statusCode).toBe(429);
        expect(off.json()).toEqual(TOO_MANY);
        const change = await staff.call('POST', '/api/password', {
          old_password: staff.password,
          new_password: 'Fresh-2026-pass',
        });
        expect(change.statusCode).toBe(429);
        expect((await signIn(t.app, staff.email, staff.password, '10.8.0.1')).statusCode).toBe(429);
        expect(await auditCount(t, 'PASSWORD_CHECK_FAILED', staff.id)).toBe(LIMIT);

        // Fifteen minutes on, the failures no longer count.
        t.setNow(new Date(Date.now() + 16 * 60 * 1000));
        expect((await signIn(t.app, staff.email, staff.password, '10.8.0.2')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  });
}
