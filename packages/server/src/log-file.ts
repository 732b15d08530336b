import pinoRoll, { type RollingFile } from 'pino-roll';

/** Days of log files kept: the day's file and the 29 before it. */
export const LOG_DAYS_KEPT = 30;

/**
 * Where the server's JSON lines go when LOG_FILE names a file: that file, a new one each day
 * (`trust.2026-11-28.1.log` beside `LOG_FILE=logs/trust.log`), the oldest removed after 30 days,
 * those of earlier runs of the server included, so the disk does not fill. Without LOG_FILE:
 * standard output (undefined), for a supervisor's journal.
 */
export async function logDestination(logFile: string | null): Promise<RollingFile | undefined> {
  if (!logFile) return undefined;
  return pinoRoll({
    file: logFile,
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    mkdir: true,
    limit: { count: LOG_DAYS_KEPT - 1, removeOtherLogFiles: true },
  });
}
