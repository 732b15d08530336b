// `npm run bench`: the performance figures of the back office at the scale of a large trust.
// Generates 50,000 members (5,000 with --quick) with their dependents and three years of payments,
// loads them into a fresh SQLite file under bench/data/ (and into BENCH_DATABASE_URL when set),
// starts the real server on each, and measures throughput and latency at 10 connections (the desk's
// real load) and at 50 (stress), three interleaved rounds each, medians, with the server's CPU time
// per request, which the machine's other work hardly changes; the year-long reports and CSVs, the JavaScript the browser loads, the time to a usable screen in
// Chromium, and the server's memory. Writes bench/results.json (bench/results-quick.json with
// --quick) and prints a Markdown table with each figure against its budget.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { todayInIndia } from '../../packages/contract/src/dates';
import { generateTrustData, type TrustData } from '../../packages/server/src/demo/generate';
import { buildWebApp, largestChunks, measureBrowser } from './browser';
import { freshPostgresUrl, freshSqliteUrl, loadDatabase } from './dataset';
import { type Figures, markdownTable, missedBudgets } from './figures';
import { type BareServer, hammer, type LoadOptions, startBareServer, type Throughput } from './http-load';
import { type RunningServer, startServer } from './server';
import { median, medianRequestMs } from './timed-requests';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const quick = values.quick ?? false;
const settings = {
  members: quick ? 5_000 : 50_000,
  /** The desk's real load, then a stress figure; keys of the 50-connection run end in `_at_50`. */
  connections: [10, 50],
  seconds: quick ? 3 : 5,
  // Rounds of every endpoint, interleaved, whose medians are reported: the machine is shared.
  rounds: quick ? 1 : 3,
  reportRuns: quick ? 3 : 5,
  browserRuns: quick ? 2 : 3,
  port: Number(process.env.BENCH_PORT ?? 3310),
};
const BENCH = join(import.meta.dirname, '..', '..', 'bench');
const WEB_DIST = join(BENCH, 'web');

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? 0;
  buildWebApp(WEB_DIST);
  const largest = largestChunks(WEB_DIST);

  console.log(`Generating ${settings.members.toLocaleString('en-IN')} members with their families and payments…`);
  const generating = performance.now();
  const data = generateTrustData({ members: settings.members, seed: 2026 });
  const generateSeconds = round((performance.now() - generating) / 1000, 1);

  const databases: [string, () => Promise<string>][] = [
    ['SQLite', async () => freshSqliteUrl(join(BENCH, 'data', `trust-${settings.members}.db`))],
  ];
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) databases.push(['PostgreSQL', () => freshPostgresUrl(postgresUrl)]);
  else console.log('BENCH_DATABASE_URL is not set: PostgreSQL is not measured.');

  const bare = await startBareServer();
  const runs: Record<string, Figures> = {};
  try {
    for (const [index, [name, fresh]] of databases.entries()) {
      console.log(`\n== ${name} ==`);
      runs[name] = {
        ...(await benchDatabase(await fresh(), data, bare, settings.port + index)),
        largest_chunk_gzip_kb: largest.route.gzipKb,
        largest_lazy_chunk_gzip_kb: largest.lazy.gzipKb,
      };
    }
  } finally {
    await bare.close();
  }

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
    members: data.members.length,
    dependents: data.dependents.length,
    payments:
      data.membershipPayments.length +
      data.mediclaimPayments.length +
      data.miscReceipts.length +
      data.gpaRecords.length +
      data.gpaDependentRecords.length,
    generate_seconds: generateSeconds,
    largest_chunk: largest.route.name,
    largest_lazy_chunk: largest.lazy.name,
    ...runs.SQLite,
    postgres: runs.PostgreSQL ?? null,
  };
  const file = join(BENCH, quick ? 'results-quick.json' : 'results.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `\n${results.members} members, ${results.dependents} dependents, ${results.payments} payments; ` +
      `generated in ${generateSeconds} s. Total bench time ${Math.round((performance.now() - started) / 1000)} s.\n`,
  );
  console.log(markdownTable(runs));
  const missed = missedBudgets(runs);
  console.log(missed.length ? `\nBudgets missed: ${missed.join('; ')}` : '\nEvery budget is met.');
  console.log(`Written: ${file}`);
}

async function benchDatabase(url: string, data: TrustData, bare: BareServer, port: number): Promise<Figures> {
  const loaded = await loadDatabase(url, data);
  console.log(`loaded in ${round(loaded.loadSeconds, 1)} s`);
  const server = await startServer({ port, databaseUrl: url, webDist: WEB_DIST });
  try {
    const figures: Figures = { load_seconds: round(loaded.loadSeconds, 1) };
    for (const connections of settings.connections) {
      console.log(`-- ${connections} connections --`);
      const measured = await throughput(server, data, bare, connections);
      const suffix = connections === settings.connections[0] ? '' : `_at_${connections}`;
      for (const [key, value] of Object.entries(measured)) figures[`${key}${suffix}`] = value;
    }
    Object.assign(figures, await reports(server));
    const member = pick(data.members);
    Object.assign(figures, await measureBrowser(server, member.id_number, settings.browserRuns));
    figures.rss_mb = server.rssMb();
    return figures;
  } finally {
    await server.stop();
  }
}

async function throughput(
  server: RunningServer,
  data: TrustData,
  bareServer: BareServer,
  connections: number,
): Promise<Figures> {
  const load: LoadOptions = { connections, seconds: settings.seconds, headers: server.headers };
  const members = data.members;
  const id = () => pick(members).id_number;
  const endpoints: [string, () => string][] = [
    ['lookup', () => `/api/master/${id()}`],
    [
      'search',
      () => {
        // What the search screen sends: the one text typed, tried as ID, ticket and mobile.
        const m = pick(members);
        const text = encodeURIComponent(pick([m.id_number, m.ticket_number || m.id_number, m.mobile]));
        return `/api/master/${text}/${text}/${text}`;
      },
    ],
    [
      'list_page',
      () => {
        // The member list: half the time a page anywhere in the list, half the first page of a filter.
        if (Math.random() < 0.5) return `/api/master?limit=50&offset=${50 * randomInt(members.length / 50)}`;
        const surname = pick(members).member_name.split(' ').at(-1) ?? 'KUMAR';
        return `/api/master?limit=50&offset=0&q=${encodeURIComponent(surname.slice(0, 4).toLowerCase())}`;
      },
    ],
    ['status', () => `/api/mediclaim/status/${id()}`],
    ['dependent', () => `/api/dependent/${id()}`],
  ];
  const check = await fetch(`${server.url}/api/master/${id()}`, { headers: server.headers });
  if (!check.ok) throw new Error(`A member lookup answered ${check.status}: ${await check.text()}`);

  // Warms the server's code paths before anything is measured.
  await hammer(server.url, id, { ...load, seconds: 1 });
  const runs = new Map<string, Throughput[]>();
  const cpuPerRequest = new Map<string, number[]>();
  const ratios: number[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    // The yardstick in the same minute as the lookups it is compared with.
    const bare = await hammer(bareServer.url, () => '/', { connections, seconds: settings.seconds });
    runs.set('bare', [...(runs.get('bare') ?? []), bare]);
    for (const [name, nextPath] of endpoints) {
      const cpuBefore = server.cpuMs();
      const run = await hammer(server.url, nextPath, load);
      const cpuUs = Math.round(((server.cpuMs() - cpuBefore) * 1000) / Math.max(1, run.requests));
      console.log(
        `${name}: ${run.rps} req/s, p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms, ` +
          `${cpuUs} µs server CPU per request, ${run.failures} failed`,
      );
      runs.set(name, [...(runs.get(name) ?? []), run]);
      cpuPerRequest.set(name, [...(cpuPerRequest.get(name) ?? []), cpuUs]);
      if (name === 'lookup') ratios.push(run.rps / bare.rps);
    }
  }
  const figures: Figures = {
    bare_rps: Math.round(median((runs.get('bare') ?? []).map((r) => r.rps))),
    bare_p99_ms: median((runs.get('bare') ?? []).map((r) => r.p99_ms)),
    lookup_rps_ratio: round(median(ratios), 2),
    http_failures: [...runs.values()].flat().reduce((sum, r) => sum + r.failures, 0),
  };
  for (const [name] of endpoints) {
    const own = runs.get(name) ?? [];
    figures[`${name}_rps`] = Math.round(median(own.map((r) => r.rps)));
    figures[`${name}_p99_ms`] = median(own.map((r) => r.p99_ms));
    figures[`${name}_cpu_us`] = median(cpuPerRequest.get(name) ?? []);
  }
  return figures;
}

async function reports(server: RunningServer): Promise<Figures> {
  const year = Number(todayInIndia().slice(0, 4)) - 1;
  const range = `fromDate=${year}-01-01&toDate=${year}-12-31`;
  const timed: [string, string][] = [
    ['report_mediclaim_year_ms', `/api/mediclaim/reports/mediclaim?${range}`],
    ['report_membership_year_ms', `/api/subscription/reports/subscription?${range}`],
    ['collection_report_ms', `/api/reports/collection?${range}`],
    ['csv_non_mediclaim_ms', '/api/mediclaim/reports/non-mediclaim'],
    ['csv_non_membership_ms', '/api/subscription/reports/non-membership'],
  ];
  const figures: Figures = {};
  for (const [key, path] of timed) {
    const { ms, cpuMs, bytes } = await medianRequestMs(
      `${server.url}${path}`,
      server.headers,
      settings.reportRuns,
      server.cpuMs,
    );
    console.log(`${key}: ${ms} ms, ${cpuMs} ms of server CPU (${Math.round(bytes / 1024)} KB)`);
    figures[key] = ms;
    figures[key.replace(/_ms$/, '_cpu_ms')] = cpuMs;
  }
  return figures;
}

function pick<T>(values: readonly T[]): T {
  return values[randomInt(values.length)] as T;
}

function randomInt(below: number): number {
  return Math.floor(Math.random() * below);
}

function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

await main();
