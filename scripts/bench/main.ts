// `npm run bench [-- --members N | --quick]`: the performance figures of the back office at the
// scale of a large trust. Generates N members (50,000 by default, 5,000 with --quick) with their
// dependents and ten years of payments, streamed chunk by chunk into a fresh SQLite file under
// bench/data/ (and into BENCH_DATABASE_URL when set), starts the real server on each and measures:
// the desk's reads at 10 clients (its real load) and 50 (stress), with the server's CPU per request
// beside a bare route's (the sign-in check and a constant answer) and beside the same query straight
// on the driver; the first page of each year-long report; each CSV read as a stream; a lookup while
// a CSV streams; the server's peak memory; the JavaScript the browser loads and the time to a usable
// screen in Chromium; then, on a server of its own, the resident memory of a 50,000-member import's
// preview and import, and member lookups while 10,000 of those members are renewed from a payroll list and while a reminders run queues 20,000 others. Writes bench/results.json (bench/results-quick.json with --quick), prints a
// Markdown table against the budgets and fails (exit code 1) when one is missed.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { aadhaarVault } from '../../packages/server/src/db/aadhaar-vault';
import { buildWebApp, largestChunks, measureBrowser } from './browser';
import { lookupsDuringBulk } from './bulk-lookups';
import { freshPostgresUrl, freshSqliteUrl, type LoadedDatabase, loadDatabase } from './dataset';
import { deskFloors, deskReads, pick } from './desk-reads';
import { type Figures, markdownTable, missedBudgets } from './figures';
import { importMemory } from './import-memory';
import { reminderRunWithLookups } from './reminder-run';
import { csvDownloads, lookupsDuringCsv, reportFirstPages } from './reports';
import { startServer } from './server';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, members: { type: 'string' } },
});
const quick = values.quick ?? false;
const members = values.members ? Number(values.members.replace(/[_,]/g, '')) : quick ? 5_000 : 50_000;
if (!Number.isSafeInteger(members) || members < 100) throw new Error(`--members must be a whole number of 100 or more`);
const settings = {
  members,
  years: 10,
  seconds: quick ? 2 : 5,
  // Rounds of every desk read at 10 clients, interleaved, whose medians are reported: the machine is shared.
  rounds: quick ? 1 : 3,
  floorRuns: quick ? 300 : 2_000,
  // Until the reports page, a year of a large trust is a long answer: fewer runs of it.
  reportRuns: quick ? 3 : members > 200_000 ? 2 : 5,
  browserRuns: quick ? 2 : 3,
  port: Number(process.env.BENCH_PORT ?? 3310),
};
/** The Aadhaar vault's key of this run: the loader fills the vault with it, the server reads with it. */
const DATA_KEY = randomBytes(32).toString('base64');
const BENCH = join(import.meta.dirname, '..', '..', 'bench');
const WEB_DIST = join(BENCH, 'web');

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  buildWebApp(WEB_DIST);
  const largest = largestChunks(WEB_DIST);

  const databases: [string, () => Promise<string>][] = [
    ['SQLite', async () => freshSqliteUrl(join(BENCH, 'data', `trust-${settings.members}.db`))],
  ];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) databases.push(['PostgreSQL', () => freshPostgresUrl(postgresUrl)]);
  else console.log('BENCH_DATABASE_URL is not set: PostgreSQL is not measured.');

  const runs: Record<string, Figures> = {};
  let counts: LoadedDatabase['counts'] | undefined;
  for (const [index, [name, fresh]] of databases.entries()) {
    console.log(`\n== ${name} ==`);
    const url = await fresh();
    console.log(
      `Generating ${settings.members.toLocaleString('en-IN')} members, ${settings.years} years, and loading…`,
    );
    const generate = { members: settings.members, years: settings.years, seed: 2026 };
    const loaded = await loadDatabase(url, generate, aadhaarVault(Buffer.from(DATA_KEY, 'base64')));
    counts = loaded.counts;
    console.log(`generated in ${round(loaded.generateSeconds, 1)} s, loaded in ${round(loaded.loadSeconds, 1)} s`);
    runs[name] = {
      generate_seconds: round(loaded.generateSeconds, 1),
      load_seconds: round(loaded.loadSeconds, 1),
      ...(await benchDatabase(url, loaded, settings.port + index)),
      largest_chunk_gzip_kb: largest.route.gzipKb,
      largest_lazy_chunk_gzip_kb: largest.lazy.gzipKb,
      ...(await heavyWrites(url, settings.port + index)),
    };
  }

  const payments = counts
    ? counts.membershipPayments +
      counts.mediclaimPayments +
      counts.miscReceipts +
      counts.gpaRecords +
      counts.gpaDependentRecords
    : 0;
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      memory_gib: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      // The machine is shared: how busy it was (one-minute load average) when the run began and ended.
      load_average: [round(loadAtStart, 1), round(loadavg()[0] ?? 0, 1)],
    },
    quick,
    members: counts?.members ?? 0,
    dependents: counts?.dependents ?? 0,
    payments,
    payments_by_kind: counts,
    years: settings.years,
    largest_chunk: largest.route.name,
    largest_lazy_chunk: largest.lazy.name,
    ...runs.SQLite,
    postgres: runs.PostgreSQL ?? null,
  };
  const file = join(BENCH, quick ? 'results-quick.json' : 'results.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `\n${results.members} members, ${results.dependents} dependents, ${payments} payments over ${settings.years} years. ` +
      `Total bench time ${Math.round((performance.now() - started) / 1000)} s; ` +
      `load average ${results.machine.load_average.join(' → ')}.\n`,
  );
  console.log(markdownTable(runs));
  const missed = missedBudgets(runs);
  console.log(missed.length ? `\nBudgets missed: ${missed.join('; ')}` : '\nEvery budget is met.');
  console.log(`Written: ${file}`);
  // A missed budget fails the run, as a failed test would.
  if (missed.length > 0) process.exitCode = 1;
}

async function benchDatabase(url: string, loaded: LoadedDatabase, port: number): Promise<Figures> {
  const server = await startServer({ port, databaseUrl: url, webDist: WEB_DIST, dataKey: DATA_KEY });
  console.log(`server answering after ${server.startSeconds} s`);
  try {
    const figures: Figures = { start_seconds: server.startSeconds };
    // Where the server's memory peaks: its highest resident memory so far, after each part of the run.
    const memory = (part: string) => console.log(`(peak resident memory after ${part}: ${server.peakRssMb()} MB)`);
    const desk = { seconds: settings.seconds };
    console.log('-- 10 clients --');
    Object.assign(
      figures,
      await deskReads(server, loaded.sample, { ...desk, connections: 10, rounds: settings.rounds }),
    );
    Object.assign(figures, await deskFloors(url, loaded.sample, { ...desk, floorRuns: settings.floorRuns }, figures));
    memory('10 clients');
    console.log('-- 50 clients (stress) --');
    const stress = await deskReads(server, loaded.sample, { ...desk, connections: 50, rounds: 1 });
    for (const [key, value] of Object.entries(stress)) figures[`${key}_at_50`] = value;
    memory('50 clients');

    console.log('-- year-long reports --');
    Object.assign(figures, await reportFirstPages(server, settings.reportRuns));
    memory('report pages');
    const csv = await csvDownloads(server);
    Object.assign(figures, csv.figures);
    memory('CSVs');
    if (csv.largest) {
      const id = () => pick(loaded.sample).id_number;
      Object.assign(figures, await lookupsDuringCsv(server, csv.largest, id, settings.seconds));
      memory('lookups during a CSV');
    }

    Object.assign(figures, await measureBrowser(server, pick(loaded.sample).id_number, settings.browserRuns));
    memory('the browser (dashboards and member searches)');
    figures.rss_peak_mb = server.peakRssMb();
    console.log(`server's peak resident memory: ${figures.rss_peak_mb} MB`);
    return figures;
  } finally {
    await server.stop();
  }
}

/**
 * On a server started for them: a 50,000-member import's memory, then member lookups while 10,000
 * of the members it added are checked and renewed from a payroll list, and while a reminders run
 * queues 20,000 others found due.
 */
async function heavyWrites(url: string, port: number): Promise<Figures> {
  const server = await startServer({ port, databaseUrl: url, webDist: WEB_DIST, dataKey: DATA_KEY });
  try {
    console.log('-- a 50,000-member import, a 10,000-line bulk renewal, then a reminders run finding 20,000 due --');
    return {
      ...(await importMemory(server)),
      ...(await lookupsDuringBulk(server)),
      ...(await reminderRunWithLookups(server, url)),
    };
  } finally {
    await server.stop();
  }
}

function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

await main();
