import type { Clock } from '../src/timed-work';

/**
 * A clock whose time the test sets: the scheduler reads and waits on it as on the system's, and
 * what waits for a time wakes when the test moves the clock to it or past it.
 */
export interface MovedClock extends Clock {
  moveTo(at: Date | string): void;
  /** Settles once something waits on the clock (the scheduler went back to sleep). */
  waited(): Promise<Date>;
}

export function movedClock(start: Date | string): MovedClock {
  let now = new Date(start);
  const sleepers = new Set<{ at: Date; wake: () => void }>();
  let onWait: ((at: Date) => void)[] = [];
  const wakeDue = () => {
    for (const s of [...sleepers]) if (s.at.getTime() <= now.getTime()) s.wake();
  };
  return {
    now: () => new Date(now),
    sleepUntil(at, signal) {
      return new Promise<void>((resolve) => {
        const sleeper = {
          at,
          wake: () => {
            sleepers.delete(sleeper);
            resolve();
          },
        };
        sleepers.add(sleeper);
        signal.addEventListener('abort', sleeper.wake, { once: true });
        const waiting = onWait;
        onWait = [];
        for (const w of waiting) w(at);
        wakeDue();
      });
    },
    moveTo(at) {
      now = new Date(at);
      wakeDue();
    },
    waited: () =>
      new Promise<Date>((resolve) => {
        onWait.push(resolve);
      }),
  };
}
