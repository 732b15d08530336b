// `npm run load`: 100 members of staff at once against the real server on a fresh database with
// generated data, on the loopback interface, for 30 seconds (each run stops by 60): searches,
// lookups, renewals, new dependents and reports, while two more clients ask without pause for a
// year's collection report and the preview of a 50,000-row import, and the lookups' p99 is shown
// beside theirs. It passes only with no server error, no network
// error, no unexpected answer (a 409 where the rules refuse is expected), and no lost write: every
// 201 must be in the database afterwards, receipt numbers gapless, no family over its limit.
// LOAD_DATABASE_URL runs it on PostgreSQL (a database named *bench*, which it empties).
// `--servers N` (PostgreSQL only) runs it through one server, then again on fresh data through N
// servers started together on the one database, the staff and the two heavy clients shared among
// them, and prints both runs' requests a second and p99 side by side.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '../../packages/server/src/db/connection';
import { generateTrustData, type TrustData } from '../../packages/server/src/demo/generate';
import { freshPostgresUrl, freshSqliteUrl, loadDatabase } from '../bench/dataset';
import { BENCH_ADMIN, type RunningServer, startServer } from '../bench/server';
import { median } from '../bench/timed-requests';
import { heavyShifts, IMPORT_PREVIEW, YEAR_REPORT } from './heavy';
import { newTally, type Tally, workShift } from './staff';
import { brokenRules, lostWrites } from './verify';

const STAFF = 100;
const MEMBERS = 3_000;
const RUN_SECONDS = 30;
const MAX_TASKS_PER_STAFF = 5_000;
const RUN_LIMIT_MS = 60_000;
const PORT = Number(process.env.LOAD_PORT ?? 3320);

/** The servers while they run, for the watchdog and the final clean-up. */
const running: { servers: RunningServer[] } = { servers: [] };

interface RunResult {
  servers: number;
  tally: Tally;
  seconds: number;
  lost: string[];
  broken: string[];
}

/** `--servers N`: how many servers the second run goes through; 1 (one run) without it. */
function serversAsked(args: string[]): number {
  const at = args.indexOf('--servers');
  if (at === -1) return 1;
  const n = Number(args[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error('--servers takes a number of servers from 1 to 8');
  if (n > 1 && !process.env.LOAD_DATABASE_URL) {
    throw new Error(
      `--servers ${n} runs on PostgreSQL (SQLite is served by one server): set LOAD_DATABASE_URL=postgres://…/…bench…`,
    );
  }
  return n;
}

async function stopAll(): Promise<void> {
  const servers = running.servers;
  running.servers = [];
  await Promise.all(servers.map((s) => s.stop()));
}

/** One run on fresh data through `count` servers started together on one database. */
async function runThrough(count: number, data: TrustData): Promise<RunResult> {
  const url = process.env.LOAD_DATABASE_URL
    ? await freshPostgresUrl(process.env.LOAD_DATABASE_URL)
    : freshSqliteUrl(join(import.meta.dirname, '..', '..', 'bench', 'data', 'load.db'));
  await loadDatabase(url, [data]);
  // One token secret and one data key for all: a token signed by one is checked by another, and
  // the Aadhaar numbers the first start moves into the vault are read by every server.
  const shared = { jwtSecret: randomBytes(48).toString('base64url'), dataKey: randomBytes(32).toString('base64') };
  const starting = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => startServer({ port: PORT + i, databaseUrl: url, ...shared })),
  );
  for (const s of starting) if (s.status === 'fulfilled') running.servers.push(s.value);
  const failed = starting.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const servers = [...running.servers];
  const urls = servers.map((s) => s.url).join(' and ');
  console.log(`${STAFF} staff working for ${RUN_SECONDS} s through ${urls} (${MEMBERS} members)…`);

  const tally = newTally();
  const started = performance.now();
  const until = Date.now() + RUN_SECONDS * 1000;
  const shiftOn = (server: RunningServer | undefined) => ({
    baseUrl: (server ?? (servers[0] as RunningServer)).url,
    members: data.members,
    tally,
    until,
    maxTasks: MAX_TASKS_PER_STAFF,
  });
  await Promise.all([
    ...Array.from({ length: STAFF }, (_, i) => workShift(shiftOn(servers[i % count]), BENCH_ADMIN)),
    heavyShifts(shiftOn(servers[0]), BENCH_ADMIN, servers.at(-1)?.url),
  ]);
  const seconds = (performance.now() - started) / 1000;
  await stopAll();

  const handle = openDatabase(url);
  const [lost, broken] = await Promise.all([lostWrites(handle.db, tally.acknowledged), brokenRules(handle.db)]);
  await handle.close();
  return { servers: count, tally, seconds, lost, broken };
}

const serverCounts = (() => {
  try {
    const n = serversAsked(process.argv.slice(2));
    return n === 1 ? [1] : [1, n];
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

/** A bounded run: whatever happens, each run (its data, its servers, its shifts) ends within a minute. */
function watchdog(): NodeJS.Timeout {
  return setTimeout(() => {
    console.error(`A run of the load test went over ${RUN_LIMIT_MS / 1000} seconds; stopping.`);
    void stopAll().finally(() => process.exit(1));
  }, RUN_LIMIT_MS);
}

async function main(): Promise<number> {
  const data = generateTrustData({ members: MEMBERS, seed: 42 });
  const results: RunResult[] = [];
  for (const count of serverCounts) {
    if (serverCounts.length > 1) console.log(`\nThrough ${serverName(count)}:`);
    const bound = watchdog();
    const result = await runThrough(count, data).finally(() => clearTimeout(bound));
    report(result);
    results.push(result);
  }
  if (results.length > 1) {
    console.log('\nSide by side, on one PostgreSQL database:');
    for (const r of results) {
      const latencies = r.tally.latenciesMs;
      console.log(
        `  through ${serverName(r.servers).padEnd(11)} ${String(Math.round(latencies.length / r.seconds)).padStart(6)} req/s, ` +
          `p99 ${quantile(latencies, 0.99).toFixed(1)} ms, ${r.tally.errors.length} errors, ${r.lost.length} lost writes`,
      );
    }
  }
  return results.every((r) => r.tally.errors.length + r.lost.length + r.broken.length === 0) ? 0 : 1;
}

function serverName(count: number): string {
  return count === 1 ? 'one server' : `${count} servers`;
}

function report({ tally, seconds, lost, broken }: RunResult): void {
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
  await stopAll();
}
