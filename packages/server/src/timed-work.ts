import { readFileSync } from 'node:fs';
import type { DbHandle } from './db/connection';
import { claimTimedRun } from './db/timed-runs';

/**
 * Work the server does by itself at a time of day (backups; reminders), run by one server when
 * several share the database, and once for each time it falls due.
 */

/** The time, and a way to wait for a time; tests move a clock of their own (test/moved-clock.ts). */
export interface Clock {
  now(): Date;
  /** Settles once the clock reads `at` or later, or at once when `signal` is aborted. */
  sleepUntil(at: Date, signal: AbortSignal): Promise<void>;
}

/**
 * A timer wakes at most an hour ahead and looks at the clock again, so a machine that slept or had
 * its clock set still runs the work near its time.
 */
const LONGEST_NAP_MS = 3_600_000;

export const systemClock: Clock = {
  now: () => new Date(),
  async sleepUntil(at, signal) {
    while (!signal.aborted) {
      const left = at.getTime() - Date.now();
      if (left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, LONGEST_NAP_MS));
        signal.addEventListener('abort', done, { once: true });
        function done() {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve();
        }
      });
    }
  },
};

/** How often a file clock's sleepers look at the file again. */
const FILE_CLOCK_LOOK_MS = 20;

/**
 * The clock of a real server process under test (CLOCK_FILE): the time written in `path` (ISO
 * 8601), which the test moves by writing the file; a read caught half written keeps the last time.
 */
export function fileClock(path: string): Clock {
  let last = new Date(readFileSync(path, 'utf8').trim());
  if (Number.isNaN(last.getTime())) throw new Error(`CLOCK_FILE ${path} holds no time`);
  const now = () => {
    const read = new Date(readFileSync(path, 'utf8').trim());
    if (!Number.isNaN(read.getTime())) last = read;
    return new Date(last);
  };
  return {
    now,
    async sleepUntil(at, signal) {
      while (!signal.aborted && now().getTime() < at.getTime()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, FILE_CLOCK_LOOK_MS);
          signal.addEventListener('abort', done, { once: true });
          function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
          }
        });
      }
    },
  };
}

/** A time of day in India, 'HH:MM' (24 hours). */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

export function parseTimeOfDay(text: string): TimeOfDay | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

/** India keeps one offset all year (+05:30, no summer time). */
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The first moment strictly after `after` at which India's clocks read `at`. */
export function nextIndiaTime(after: Date, at: TimeOfDay): Date {
  const india = new Date(after.getTime() + INDIA_OFFSET_MS);
  let next =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), at.hour, at.minute) - INDIA_OFFSET_MS;
  if (next <= after.getTime()) next += DAY_MS;
  return new Date(next);
}

/** The last moment at or before `at` at which India's clocks read the time of day. */
export function lastIndiaTime(at: Date, time: TimeOfDay): Date {
  return new Date(nextIndiaTime(at, time).getTime() - DAY_MS);
}

export interface DailyWork {
  /** Names the work's lock and its record of runs. */
  name: string;
  at: TimeOfDay;
  run(dueAt: Date): Promise<void>;
}

/** How one due time went: run here, or left (another server has it, or it already ran). */
export interface TimedOutcome {
  dueAt: Date;
  ran: boolean;
  error?: unknown;
}

export interface DailySchedule {
  /** When the work falls due next; null once stopped. */
  nextAt(): Date | null;
  /** Stops waiting and waits for a run under way to end. */
  stop(): Promise<void>;
}

export interface ScheduleOptions {
  db: Pick<DbHandle, 'db' | 'ifAlone'>;
  clock: Clock;
  /** Told of every due time, once its run ended or was left: the log, and tests waiting for a run. */
  onOutcome?: (outcome: TimedOutcome) => void;
}

/**
 * Runs `work` each day at its India time. A due time missed while no server ran (the office's
 * machine is off at night) is run at start. Each due time runs once across every server on the
 * database: under a lock no other server waits for, and only when no server has recorded it yet, so
 * a server whose clock is a little behind does not run it a second time.
 */
export function runDaily(work: DailyWork, options: ScheduleOptions): DailySchedule {
  const { clock, db, onOutcome } = options;
  const stopping = new AbortController();
  let next: Date | null = null;

  const runDue = async (dueAt: Date) => {
    try {
      const outcome = await db.ifAlone(`timed:${work.name}`, async () => {
        if (!(await claimTimedRun(db.db, work.name, dueAt))) return false;
        await work.run(dueAt);
        return true;
      });
      onOutcome?.({ dueAt, ran: outcome.ran && outcome.value });
    } catch (error) {
      onOutcome?.({ dueAt, ran: true, error });
    }
  };

  const loop = async () => {
    let dueAt = lastIndiaTime(clock.now(), work.at);
    await runDue(dueAt);
    while (!stopping.signal.aborted) {
      // The day after the last due time, so a run that ended late misses none; after a long sleep
      // of the machine, only the latest time missed.
      const missed = lastIndiaTime(clock.now(), work.at);
      dueAt = nextIndiaTime(dueAt, work.at);
      if (missed > dueAt) dueAt = missed;
      next = dueAt;
      await clock.sleepUntil(dueAt, stopping.signal);
      if (stopping.signal.aborted) break;
      await runDue(dueAt);
    }
    next = null;
  };
  const running = loop();

  return {
    nextAt: () => next,
    stop: async () => {
      stopping.abort();
      await running;
    },
  };
}
