import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { movedClock } from '../test/moved-clock';
import { type DbHandle, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrations';
import { lastIndiaTime, nextIndiaTime, parseTimeOfDay, runDaily, type TimedOutcome } from './timed-work';

const postgresUrl = process.env.TEST_DATABASE_URL;
const TWO_AM = { hour: 2, minute: 0 };

/** The outcomes of a schedule, and a way to wait for the next one. */
function outcomes() {
  const seen: TimedOutcome[] = [];
  let waiting: ((o: TimedOutcome) => void)[] = [];
  return {
    seen,
    record: (o: TimedOutcome) => {
      seen.push(o);
      const w = waiting;
      waiting = [];
      for (const resolve of w) resolve(o);
    },
    next: () => new Promise<TimedOutcome>((resolve) => waiting.push(resolve)),
  };
}

describe('times of day in India', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(parseTimeOfDay('02:00')).toEqual({ hour: 2, minute: 0 });
    expect(parseTimeOfDay('23:59')).toEqual({ hour: 23, minute: 59 });
    for (const bad of ['2:00', '24:00', '12:60', 'off', '']) expect(parseTimeOfDay(bad)).toBeNull();
  });

  it('finds the next 02:00 in India, strictly after the moment given', () => {
    // 01:59 in India on the 28th is 20:29 UTC on the 27th.
    expect(nextIndiaTime(new Date('2026-11-27T20:29:00Z'), TWO_AM).toISOString()).toBe('2026-11-27T20:30:00.000Z');
    expect(nextIndiaTime(new Date('2026-11-27T20:30:00Z'), TWO_AM).toISOString()).toBe('2026-11-28T20:30:00.000Z');
    // 23:30 in India falls on the UTC day's evening; 00:15 in India on the UTC day before.
    expect(nextIndiaTime(new Date('2026-11-27T12:00:00Z'), { hour: 0, minute: 15 }).toISOString()).toBe(
      '2026-11-27T18:45:00.000Z',
    );
    expect(lastIndiaTime(new Date('2026-11-27T20:30:00Z'), TWO_AM).toISOString()).toBe('2026-11-27T20:30:00.000Z');
    expect(lastIndiaTime(new Date('2026-11-27T20:29:59Z'), TWO_AM).toISOString()).toBe('2026-11-26T20:30:00.000Z');
  });
});

async function freshSqlite(): Promise<DbHandle> {
  const handle = openDatabase(':memory:');
  await migrateToLatest(handle.db);
  return handle;
}

describe('daily work', () => {
  it('runs the time missed before the start, then at the hour, once each, on a clock the test moves', async () => {
    const handle = await freshSqlite();
    // 10:00 in India on 28 November: 02:00 that day went by with no server running.
    const clock = movedClock('2026-11-28T04:30:00Z');
    const runs: string[] = [];
    const o = outcomes();
    const slept = clock.waited();
    const schedule = runDaily(
      { name: 'backup', at: TWO_AM, run: async (dueAt) => void runs.push(dueAt.toISOString()) },
      { db: handle, clock, onOutcome: o.record },
    );
    expect((await slept).toISOString()).toBe('2026-11-28T20:30:00.000Z');
    expect(runs).toEqual(['2026-11-27T20:30:00.000Z']);
    expect(schedule.nextAt()?.toISOString()).toBe('2026-11-28T20:30:00.000Z');

    // A minute before: still asleep, nothing run.
    clock.moveTo('2026-11-28T20:29:00Z');
    expect(runs).toHaveLength(1);
    const ran = o.next();
    const sleptAgain = clock.waited();
    clock.moveTo('2026-11-28T20:30:00Z');
    expect(await ran).toEqual({ dueAt: new Date('2026-11-28T20:30:00Z'), ran: true });
    expect((await sleptAgain).toISOString()).toBe('2026-11-29T20:30:00.000Z');
    expect(runs).toEqual(['2026-11-27T20:30:00.000Z', '2026-11-28T20:30:00.000Z']);

    await schedule.stop();
    expect(schedule.nextAt()).toBeNull();
    await handle.close();
  });

  it('runs a due time that another server already recorded no second time', async () => {
    const handle = await freshSqlite();
    const clock = movedClock('2026-11-28T04:30:00Z');
    const runs: string[] = [];
    const work = { name: 'backup', at: TWO_AM, run: async (d: Date) => void runs.push(d.toISOString()) };
    const first = outcomes();
    const firstSlept = clock.waited();
    const a = runDaily(work, { db: handle, clock, onOutcome: first.record });
    await firstSlept;
    // A second server starting later finds the morning's run recorded.
    const second = outcomes();
    const secondSlept = clock.waited();
    const b = runDaily(work, { db: handle, clock, onOutcome: second.record });
    await secondSlept;
    expect(second.seen).toEqual([{ dueAt: new Date('2026-11-27T20:30:00Z'), ran: false }]);
    expect(runs).toEqual(['2026-11-27T20:30:00.000Z']);
    await Promise.all([a.stop(), b.stop()]);
    await handle.close();
  });

  it('reports a run that failed and keeps its schedule', async () => {
    const handle = await freshSqlite();
    const clock = movedClock('2026-11-28T04:30:00Z');
    const o = outcomes();
    const slept = clock.waited();
    const schedule = runDaily(
      {
        name: 'backup',
        at: TWO_AM,
        run: async () => {
          throw new Error('disk full');
        },
      },
      { db: handle, clock, onOutcome: o.record },
    );
    await slept;
    expect(o.seen[0]?.ran).toBe(true);
    expect(String(o.seen[0]?.error)).toContain('disk full');
    expect(schedule.nextAt()?.toISOString()).toBe('2026-11-28T20:30:00.000Z');
    await schedule.stop();
    await handle.close();
  });

  describe.skipIf(!postgresUrl)('with several servers on one PostgreSQL database', () => {
    const schema = `w_${randomBytes(6).toString('hex')}`;
    const handles: DbHandle[] = [];
    const admin = new pg.Client({ connectionString: postgresUrl });

    afterAll(async () => {
      for (const h of handles) await h.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    });

    it('lets one server run the work while the others skip it, without waiting', async () => {
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const servers = [1, 2, 3].map(() => openDatabase(postgresUrl as string, { pgSchema: schema, poolSize: 2 }));
      handles.push(...servers);
      await migrateToLatest(servers[0]!.db, schema);

      // While one server holds the work, another is told at once that it is taken.
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let holding = () => {};
      const isHolding = new Promise<void>((r) => {
        holding = r;
      });
      const first = servers[0]!.ifAlone('timed:backup', async () => {
        holding();
        await held;
        return 'first';
      });
      await isHolding;
      expect(await servers[1]!.ifAlone('timed:backup', async () => 'second')).toEqual({ ran: false });
      release();
      expect(await first).toEqual({ ran: true, value: 'first' });

      // Three servers starting together: the morning's backup runs once.
      const clock = movedClock('2026-11-28T04:30:00Z');
      const runs: string[] = [];
      const work = { name: 'backup', at: TWO_AM, run: async (d: Date) => void runs.push(d.toISOString()) };
      const all = servers.map((db) => {
        const o = outcomes();
        const done = o.next();
        return { o, done, schedule: runDaily(work, { db, clock, onOutcome: o.record }) };
      });
      const results = await Promise.all(all.map((s) => s.done));
      expect(results.filter((r) => r.ran)).toHaveLength(1);
      expect(runs).toEqual(['2026-11-27T20:30:00.000Z']);
      await Promise.all(all.map((s) => s.schedule.stop()));
    });
  });
});
