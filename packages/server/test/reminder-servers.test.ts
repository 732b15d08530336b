import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/connection';
import { startTestSmtp, type TestSmtp } from './channel-fakes';
import { insertMember, insertMembershipPayment } from './factories';
import { FIRST_ADMIN, freePorts, onPostgres, type RealServer, startRealServer } from './real-server';

/**
 * Reminders sent by two real server processes on one PostgreSQL schema, each with its daily run
 * and its sender, both sending to one real SMTP server, while the test moves the clock both read
 * (CLOCK_FILE) through a renewal season: every reminder the schedule says goes exactly once, over
 * the daily runs both servers reach, Run now on both at the same moment, and a server restarted
 * half way.
 */

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: the reminders of two servers on one PostgreSQL (test/reminder-servers.test.ts) are SKIPPED.',
  );
}

const DAY_MS = 86_400_000;
/** 10:00 in India, when the daily run falls due (REMINDERS_AT). */
const dueAt = (date: string) => new Date(`${date}T10:00:00+05:30`);

/** Settles once `check` answers true, looking again each time the event loop is free. */
async function until(check: () => Promise<boolean>, onEachLook: () => void = () => {}): Promise<void> {
  while (!(await check())) {
    onEachLook();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

describe.skipIf(!postgresUrl)('reminders sent by two servers on one PostgreSQL', () => {
  const schema = `s_${randomBytes(6).toString('hex')}`;
  const clockDir = mkdtempSync(join(tmpdir(), 'trust-clock-'));
  const clockFile = join(clockDir, 'now');
  let clock = new Date('2026-05-31T00:00:00Z');
  const moveClockTo = (at: Date) => {
    clock = at;
    writeFileSync(clockFile, at.toISOString());
  };
  let smtp: TestSmtp;
  let env: Record<string, string>;
  let handle: DbHandle;
  const servers: RealServer[] = [];

  beforeAll(async () => {
    moveClockTo(clock);
    smtp = await startTestSmtp();
    await onPostgres(postgresUrl as string, `create schema ${schema}`);
    const url = new URL(postgresUrl as string);
    url.search = `?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    env = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      DATA_KEY: randomBytes(32).toString('base64'),
      ADMIN_EMAIL: FIRST_ADMIN.email,
      ADMIN_PASSWORD: FIRST_ADMIN.password,
      ADMIN_NAME: 'First Admin',
      CLOCK_FILE: clockFile,
      REMINDERS_AT: '10:00',
      BACKUP_AT: 'off',
      SMTP_URL: `smtp://trust:secret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Test Welfare Trust <office@trust.test>',
      PUBLIC_URL: 'https://trust.test',
    };
    const ports = await freePorts(2);
    servers.push(...(await Promise.all(ports.map((port) => startRealServer(port, env)))));
    handle = openDatabase(env.DATABASE_URL as string);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await handle?.close();
    await smtp?.close();
    await onPostgres(postgresUrl as string, `drop schema if exists ${schema} cascade`);
    for (const folder of [...servers.map((s) => s.dataDir), clockDir]) rmSync(folder, { recursive: true, force: true });
  });

  it('sends every reminder of a season exactly once, to one SMTP server, whichever server runs and sends it', async () => {
    const db = handle.db;
    const expiries = { '2026-07-01': 3, '2026-07-10': 2 } as const;
    const members: { id: string; email: string; expiry: string }[] = [];
    for (const [expiry, count] of Object.entries(expiries)) {
      for (let i = 0; i < count; i++) {
        const m = await insertMember(db, { email: `season.${expiry}.${i}@example.test` });
        await insertMembershipPayment(db, m.id_number, { expiry_date: expiry, issue_date: daysAfter(expiry, -365) });
        members.push({ id: m.id_number, email: m.email, expiry });
      }
    }
    const optedOut = await insertMember(db, { email: 'opted.out@example.test' });
    await insertMembershipPayment(db, optedOut.id_number, { expiry_date: '2026-07-01', issue_date: '2025-07-02' });
    await db
      .insertInto('reminder_opt_outs')
      .values({
        member_id: optedOut.id_number,
        channel: 'email',
        set_by: 'Test',
        set_at: clock.toISOString(),
        source: 'staff',
      })
      .execute();
    const days = [-30, -7, 0, 15];
    await db
      .updateTable('reminder_schedules')
      .set({ enabled: 1, days: JSON.stringify(days), channels: '["email"]' })
      .where('kind', '=', 'membership')
      .execute();

    const dueDays = [...new Set(members.flatMap((m) => days.map((d) => daysAfter(m.expiry, d))))].sort();
    // Every due day, and the day after each, when nothing is due.
    const season = [...new Set(dueDays.flatMap((d) => [d, daysAfter(d, 1)]))].sort();
    const pending = async () =>
      (
        await db
          .selectFrom('outbox')
          .select(db.fn.countAll<number>().as('n'))
          .where('state', 'in', ['queued', 'sending'])
          .executeTakeFirstOrThrow()
      ).n;
    const sendAll = async () => {
      // Each look moves the clock a minute on: each server's sender takes its turn a minute apart.
      await until(
        async () => Number(await pending()) === 0,
        () => moveClockTo(new Date(clock.getTime() + 61_000)),
      );
    };

    for (const [index, day] of season.entries()) {
      const due = dueAt(day);
      moveClockTo(new Date(due.getTime() + 1_000));
      await until(async () => {
        const run = await db
          .selectFrom('reminder_runs')
          .select('finished_at')
          .where('due_at', '=', due.toISOString())
          .executeTakeFirst();
        return Boolean(run?.finished_at);
      });
      await sendAll();

      if (index === 2) {
        // Run now on both servers at the same moment finds nothing more to queue.
        const login = await fetch(`${servers[0]?.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(FIRST_ADMIN),
        });
        const { token } = (await login.json()) as { token: string };
        const answers = await Promise.all(
          servers.map(async (s) => {
            const res = await fetch(`${s.url}/api/reminders/run`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}` },
            });
            return { status: res.status, body: (await res.json()) as { queued: number; skipped: number } };
          }),
        );
        for (const a of answers) expect(a).toMatchObject({ status: 200, body: { queued: 0, skipped: 0 } });
      }
      if (index === Math.floor(season.length / 2)) {
        // One server stops and starts again half way through the season.
        const stopped = servers.pop() as RealServer;
        await stopped.stop();
        rmSync(stopped.dataDir, { recursive: true, force: true });
        const [port] = await freePorts(1);
        servers.push(await startRealServer(port as number, env));
      }
    }
    await sendAll();

    const runs = await db
      .selectFrom('reminder_runs')
      .select(['due_at', 'trigger'])
      .where('trigger', '=', 'schedule')
      .execute();
    const scheduled = runs
      .map((r) => r.due_at)
      .filter((at) => at !== null && at >= dueAt(season[0] as string).toISOString());
    expect(new Set(scheduled).size).toBe(scheduled.length);
    // Each day of the season ran once (and a day the clock leapt over may have run on waking).
    for (const day of season) expect(scheduled).toContain(dueAt(day).toISOString());

    const rows = await db.selectFrom('outbox').selectAll().where('purpose', '=', 'reminder').execute();
    const expected = members.flatMap((m) => days.map((d) => `${m.id}|membership|${m.expiry}|${d}|email`)).sort();
    const sent = rows.filter((r) => r.state === 'sent');
    expect(sent.map((r) => r.unique_key).sort()).toEqual(expected);
    expect(rows.filter((r) => r.member_id === optedOut.id_number).map((r) => [r.state, r.reason])).toEqual(
      days.map(() => ['skipped', 'opted out of every channel']),
    );
    expect(rows.filter((r) => r.state !== 'sent' && r.state !== 'skipped')).toEqual([]);

    // The SMTP server took each exactly once: one mail per sent row, by its message id.
    await until(async () => smtp.mails.length >= sent.length);
    expect(smtp.mails.map((m) => m.messageId).sort()).toEqual(sent.map((r) => r.provider_id).sort());
    for (const m of members) {
      expect(smtp.mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === m.email)).toHaveLength(4);
    }
    expect(smtp.mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === optedOut.email)).toEqual([]);
    // Both servers' senders took part, each row claimed by one.
    expect(new Set(sent.map((r) => r.claimed_by)).size).toBeGreaterThan(1);
  }, 600_000);
});
