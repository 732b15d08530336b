// `npm run load`: 100 members of staff at once against the real server on a fresh database with
// generated data, on the loopback interface, for 30 seconds (the whole run stops by 60): searches,
// lookups, renewals, new dependents and reports, while two more clients ask without pause for a
// year's collection report and the preview of a 50,000-row import, and the lookups' p99 is shown
// beside theirs. It passes only with no server error, no network
// error, no unexpected answer (a 409 where the rules refuse is expected), and no lost write: every
// 201 must be in the database afterwards, receipt numbers gapless, no family over its limit.
// LOAD_DATABASE_URL runs it on PostgreSQL (a database named *bench*, which it empties).
import { join } from 'node:path';
import { openDatabase } from '../../packages/server/src/db/connection';
import { generateTrustData } from '../../packages/server/src/demo/generate';
import { freshPostgresUrl, freshSqliteUrl, loadDatabase } from '../bench/dataset';
import { BENCH_ADMIN, type RunningServer, startServer } from '../bench/server';
import { median } from '../bench/timed-requests';
import { heavyShifts, IMPORT_PREVIEW, YEAR_REPORT } from './heavy';
import { newTally, workShift } from './staff';
import { brokenRules, lostWrites } from './verify';

const STAFF = 100;
const MEMBERS = 3_000;
const RUN_SECONDS = 30;
const MAX_TASKS_PER_STAFF = 5_000;
const WHOLE_RUN_LIMIT_MS = 60_000;
const PORT = Number(process.env.LOAD_PORT ?? 3320);

/** The server while it runs, for the watchdog and the final clean-up. */
const running: { server: RunningServer | null } = { server: null };

// A bounded run: whatever happens, it ends within a minute.
const watchdog = setTimeout(() => {
  console.error('The load test ran over 60 seconds; stopping.');
  void running.server?.stop().finally(() => process.exit(1));
}, WHOLE_RUN_LIMIT_MS);

async function main(): Promise<number> {
  const data = generateTrustData({ members: MEMBERS, seed: 42 });
  const url = process.env.LOAD_DATABASE_URL
    ? await freshPostgresUrl(process.env.LOAD_DATABASE_URL)
    : freshSqliteUrl(join(import.meta.dirname, '..', '..', 'bench', 'data', 'load.db'));
  await loadDatabase(url, [data]);
  const server = await startServer({ port: PORT, databaseUrl: url });
  running.server = server;
  console.log(`${STAFF} staff working for ${RUN_SECONDS} s against ${server.url} (${MEMBERS} members)…`);

  const tally = newTally();
  const started = performance.now();
  const until = Date.now() + RUN_SECONDS * 1000;
  const shift = { baseUrl: server.url, members: data.members, tally, until, maxTasks: MAX_TASKS_PER_STAFF };
  await Promise.all([
    ...Array.from({ length: STAFF }, () => workShift(shift, BENCH_ADMIN)),
    heavyShifts(shift, BENCH_ADMIN),
  ]);
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  running.server = null;

  const handle = openDatabase(url);
  const [lost, broken] = await Promise.all([lostWrites(handle.db, tally.acknowledged), brokenRules(handle.db)]);
  await handle.close();

  report(tally, seconds, lost, broken);
  return tally.errors.length + lost.length + broken.length === 0 ? 0 : 1;
}

function report(tally: ReturnType<typeof newTally>, seconds: number, lost: string[], broken: string[]): void {
  const latencies = tally.latenciesMs;
  console.log(
    `\n${latencies.length} requests in ${seconds.toFixed(1)} s: ${Math.round(latencies.length / seconds)} req/s, ` +
      `p50 ${median(latencies).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, ` +
      `max ${quantile(latencies, 1).toFixed(1)} ms`,
  );
  for (const [task, statuses] of tally.calls) {
    const answers = [...statuses].map(([status, n]) => `${status || 'network error'}: ${n}`).join(', ');
    const times = tally.taskLatenciesMs.get(task) ?? [];
    console.log(`  ${task.padEnd(16)} p99 ${quantile(times, 0.99).toFixed(0).padStart(5)} ms   ${answers}`);
  }
  const lookups = tally.taskLatenciesMs.get('look up') ?? [];
  const heavy = [YEAR_REPORT, IMPORT_PREVIEW].map((task) => {
    const times = tally.taskLatenciesMs.get(task) ?? [];
    return `${times.length} ${task}s (p50 ${median(times).toFixed(0)} ms)`;
  });
  console.log(
    `Member lookups p99 ${quantile(lookups, 0.99).toFixed(1)} ms (p50 ${median(lookups).toFixed(1)} ms) ` +
      `while ${heavy.join(' and ')} ran beside them.`,
  );
  const writes = (kind: string) => tally.acknowledged.filter((a) => a.kind === kind).length;
  console.log(
    `Acknowledged writes: ${writes('membership')} membership and ${writes('mediclaim')} mediclaim payments, ` +
      `${writes('dependent')} dependents; lost: ${lost.length}.`,
  );
  const problems: [string, string[]][] = [
    ['Errors', tally.errors],
    ['Lost writes', lost],
    ['Broken rules', broken],
  ];
  for (const [title, list] of problems) {
    if (list.length === 0) continue;
    console.log(`\n${title} (${list.length}):`);
    for (const line of list.slice(0, 20)) console.log(`  ${line}`);
  }
  console.log(
    tally.errors.length + lost.length + broken.length === 0
      ? '\nPASS: no errors, no lost writes.'
      : '\nFAIL: see above.',
  );
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await running.server?.stop();
}
