import { todayInIndia } from '../../packages/contract/src/dates';
import { BULK_MAX_LINES } from '../../packages/contract/src/season';
import { openDatabase } from '../../packages/server/src/db/connection';
import { lookupsUntil } from './bulk-lookups';
import type { Figures } from './figures';
import { FIRST_IMPORTED_ID, writeHeaders } from './import-memory';
import type { RunningServer } from './server';

/**
 * A reminders run that finds 20,000 members due, while two clients look members up: 20,000 of the
 * members the import added (past those the payroll list renewed) are given a membership expiring in
 * 30 days, the membership schedule is switched on for that one day, and an admin runs it now. With
 * no channel configured on the bench every reminder is queued as skipped, which writes the same rows.
 */

export const DUE_MEMBERS = 20_000;
const ROWS_PER_INSERT = 1_000;

function daysAfter(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function giveDueMemberships(databaseUrl: string): Promise<void> {
  const handle = openDatabase(databaseUrl);
  try {
    const today = todayInIndia();
    const expiry = daysAfter(today, 30);
    const first = FIRST_IMPORTED_ID + BULK_MAX_LINES;
    for (let i = 0; i < DUE_MEMBERS; i += ROWS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, DUE_MEMBERS - i) }, (_, j) => ({
        member_id: String(first + i + j),
        receipt_no: `BENCH/REM/${i + j + 1}`,
        issue_date: daysAfter(expiry, -365),
        expiry_date: expiry,
        mode_of_payment: 'CASH',
        amount: 600,
        book_fee: 0,
        reset_at: null,
        reset_by: null,
        reset_reason: null,
        created_by: 'bench',
        created_at: new Date().toISOString(),
      }));
      await handle.db.insertInto('membership_payments').values(rows).execute();
    }
  } finally {
    await handle.close();
  }
}

export async function reminderRunWithLookups(server: RunningServer, databaseUrl: string): Promise<Figures> {
  await giveDueMemberships(databaseUrl);
  const headers = { ...writeHeaders(server.headers), 'content-type': 'application/json' };
  const schedule = await fetch(`${server.url}/api/reminders/schedule`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ schedules: [{ kind: 'membership', enabled: true, days: [-30], channels: ['email'] }] }),
  });
  if (!schedule.ok) throw new Error(`The schedule answered ${schedule.status}: ${await schedule.text()}`);
  let isDone = false;
  const started = performance.now();
  const run = fetch(`${server.url}/api/reminders/run`, { method: 'POST', headers: writeHeaders(server.headers) }).then(
    async (answer) => {
      const body = (await answer.json()) as { queued: number; skipped: number };
      isDone = true;
      if (!answer.ok) throw new Error(`The run answered ${answer.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, rows: body.queued + body.skipped };
    },
  );
  let next = 0;
  const ids = () => String(FIRST_IMPORTED_ID + BULK_MAX_LINES + DUE_MEMBERS + (next++ % 1_000));
  const [done, lookups] = await Promise.all([run, lookupsUntil(server, ids, () => isDone)]);
  if (done.rows < DUE_MEMBERS) throw new Error(`The run queued ${done.rows} reminders, not ${DUE_MEMBERS}`);
  console.log(
    `reminders run finding ${done.rows} members due: ${Math.round(done.ms)} ms; ${lookups.count} member lookups ` +
      `meanwhile, p99 ${lookups.p99_ms} ms, max ${lookups.max_ms} ms`,
  );
  return {
    reminder_run_ms: Math.round(done.ms),
    lookup_during_reminder_run_p99_ms: lookups.p99_ms,
    lookup_during_reminder_run_max_ms: lookups.max_ms,
  };
}
