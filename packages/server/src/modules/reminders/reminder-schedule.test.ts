import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { insertMember, insertMembershipPayment } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';
import { movedClock } from '../../../test/moved-clock';
import type { AppContext } from '../../context';
import { type DbHandle, openDatabase } from '../../db/connection';
import type { DailySchedule, TimedOutcome } from '../../timed-work';
import { fakeChannels } from './reminder-fakes';
import { scheduleReminders } from './reminder-sender.service';
import { runReminders } from './reminders.service';

/**
 * The daily run at REMINDERS_AT, on a clock the test moves: it queues only while a schedule is on,
 * and each due time once however many servers share the database (on PostgreSQL, two handles of
 * their own stand for two servers).
 */

const quiet = { info: () => {}, error: (m: string) => console.error(m) };

/**
 * A server's own connections to the test's database: on PostgreSQL a pool of its own, whose
 * advisory locks the other servers' pools see; SQLite in memory has one connection and one server.
 */
async function serverHandle(
  t: TestApp,
): Promise<{ handle: Pick<DbHandle, 'db' | 'ifAlone'>; close: () => Promise<void> }> {
  if (t.ctx.dialect === 'sqlite') {
    return {
      handle: { db: t.ctx.db, ifAlone: async (_name, work) => ({ ran: true, value: await work() }) },
      close: async () => {},
    };
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
  const handle = openDatabase(process.env.TEST_DATABASE_URL as string, { pgSchema: rows[0]?.schema as string });
  return { handle, close: () => handle.close() };
}

forEachDatabase('the daily reminders run', (get) => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('queues nothing while every schedule is off, and each due time once across two servers when on', async () => {
    const t = get();
    // 08:30 in India on 1 September 2026: the day's 10:00 is ahead, yesterday's was missed.
    const clock = movedClock('2026-09-01T03:00:00Z');
    const member = await insertMember(t.ctx.db);
    await insertMembershipPayment(t.ctx.db, member.id_number, { expiry_date: '2026-09-08' });
    const serverCount = t.ctx.dialect === 'postgres' ? 2 : 1;
    const handles: Pick<DbHandle, 'db' | 'ifAlone'>[] = [];
    for (let i = 0; i < serverCount; i++) {
      const server = await serverHandle(t);
      stops.push(server.close);
      handles.push(server.handle);
    }
    const outcomes: TimedOutcome[] = [];
    let told: (() => void) | null = null;
    const outcomesReach = (n: number) =>
      new Promise<void>((resolve) => {
        told = () => {
          if (outcomes.length >= n) resolve();
        };
        told();
      });
    const servers: DailySchedule[] = [];
    const start = () => {
      for (const handle of handles) {
        const ctx: AppContext = {
          ...t.ctx,
          db: handle.db,
          now: () => clock.now(),
          channels: fakeChannels(['email']),
          config: { ...t.ctx.config, remindersAt: { hour: 10, minute: 0 } },
        };
        const s = scheduleReminders(ctx, {
          handle,
          clock,
          log: quiet,
          onRun: (o) => {
            outcomes.push(o);
            told?.();
          },
        });
        servers.push(s);
      }
    };
    const mine = () => t.ctx.db.selectFrom('outbox').selectAll().where('member_id', '=', member.id_number).execute();
    const runsOf = () =>
      t.ctx.db.selectFrom('timed_work_runs').select('due_at').where('name', '=', 'reminders').execute();

    start();
    await outcomesReach(serverCount);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes.every((o) => o.error === undefined)).toBe(true);
    expect(await mine()).toEqual([]);

    await t.call('PUT', '/api/reminders/schedule', {
      schedules: [{ kind: 'membership', enabled: true, days: [-7], channels: ['email'] }],
    });
    clock.moveTo('2026-09-01T04:30:00Z');
    await outcomesReach(2 * serverCount);
    expect(outcomes.slice(serverCount).filter((o) => o.ran)).toHaveLength(1);
    const rows = await mine();
    expect(rows.map((r) => [r.kind, r.expiry_date, r.day_offset, r.channel])).toEqual([
      ['membership', '2026-09-08', -7, 'email'],
    ]);
    const due = (await runsOf()).map((r) => r.due_at).sort();
    expect(due).toEqual(['2026-08-31T04:30:00.000Z', '2026-09-01T04:30:00.000Z']);
    const scheduled = await t.ctx.db
      .selectFrom('reminder_runs')
      .selectAll()
      .where('trigger', '=', 'schedule')
      .execute();
    expect(scheduled.filter((r) => r.due_at === '2026-09-01T04:30:00.000Z')).toHaveLength(1);

    for (const s of servers) await s.stop();
    // Started again the same day: the due time is recorded, so nothing runs twice.
    servers.length = 0;
    start();
    await outcomesReach(3 * serverCount);
    expect(outcomes.slice(2 * serverCount).filter((o) => o.ran)).toEqual([]);
    expect(await mine()).toHaveLength(1);
    for (const s of servers) await s.stop();
  });

  it('queues one row per reminder when two servers run at the same moment', async () => {
    const t = get();
    t.setNow('2026-10-01T06:00:00Z');
    const members = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const m = await insertMember(t.ctx.db);
        await insertMembershipPayment(t.ctx.db, m.id_number, { expiry_date: '2026-10-08' });
        return m.id_number;
      }),
    );
    await t.call('PUT', '/api/reminders/schedule', {
      schedules: [{ kind: 'membership', enabled: true, days: [-7], channels: ['email'] }],
    });
    const other = await serverHandle(t);
    stops.push(other.close);
    const contexts = [t.ctx, { ...t.ctx, db: other.handle.db }].map((c) => ({
      ...c,
      channels: fakeChannels(['email']),
    }));
    const runs = await Promise.all(
      contexts.map((ctx) => runReminders(ctx, { trigger: 'now', by: 'Test', dueAt: null })),
    );
    const rows = await t.ctx.db.selectFrom('outbox').select('member_id').where('member_id', 'in', members).execute();
    expect(rows).toHaveLength(30);
    expect(runs.reduce((n, r) => n + r.queued, 0)).toBe(30);
  });
});
