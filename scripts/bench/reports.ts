import { todayInIndia } from '../../packages/contract/src/dates';
import type { Figures } from './figures';
import { hammer } from './http-load';
import type { RunningServer } from './server';
import { medianRequestMs, timedFetch } from './timed-requests';

/** The year-long reports: their first page with totals, their CSVs read as streams, and the desk while one streams. */

/** The six reports over a date range, by the name their figures carry. */
export const REPORTS: [string, string][] = [
  ['membership', '/api/subscription/reports/subscription'],
  ['mediclaim', '/api/mediclaim/reports/mediclaim'],
  ['collection', '/api/reports/collection'],
  ['misc', '/api/misc/report/date'],
  ['gpa', '/api/gpa/report'],
  ['gpa_dependent', '/api/gpa-dependent/report'],
];

/** The lists of members who did not renew: CSVs of the whole register, with no date range. */
const NON_RENEWAL_CSVS: [string, string][] = [
  ['non_membership', '/api/subscription/reports/non-membership'],
  ['non_mediclaim', '/api/mediclaim/reports/non-mediclaim'],
];

/** Last calendar year, whole: the longest range the office asks for. */
function lastYear(): string {
  const year = Number(todayInIndia().slice(0, 4)) - 1;
  return `fromDate=${year}-01-01&toDate=${year}-12-31`;
}

/** Each report's first page of 100 lines with the year's totals, as the report screen asks for it. */
export async function reportFirstPages(server: RunningServer, runs: number): Promise<Figures> {
  const figures: Figures = {};
  for (const [name, path] of REPORTS) {
    const url = `${server.url}${path}?${lastYear()}&limit=100&offset=0`;
    const { ms, cpuMs, bytes } = await medianRequestMs(url, server.headers, runs, server.cpuMs);
    console.log(`${name} report, first page: ${ms} ms, ${cpuMs} ms of server CPU (${Math.round(bytes / 1024)} KB)`);
    figures[`report_${name}_first_page_ms`] = ms;
    figures[`report_${name}_first_page_cpu_ms`] = cpuMs;
  }
  return figures;
}

/**
 * Every CSV download, read as a stream: its lines per second and the time to its first byte; and
 * the year-long report CSV with the most lines.
 */
export async function csvDownloads(server: RunningServer): Promise<{ figures: Figures; largest: string | null }> {
  const figures: Figures = {};
  const csvs = [
    ...REPORTS.map(([name, path]): [string, string] => [name, `${path}?${lastYear()}&format=csv`]),
    ...NON_RENEWAL_CSVS,
  ];
  let largest: { path: string; lines: number } | null = null;
  for (const [name, path] of csvs) {
    const answer = await timedFetch(`${server.url}${path}`, server.headers);
    if (!answer.contentType.startsWith('text/csv')) {
      console.log(`${name}: no CSV download (the route answers ${answer.contentType})`);
      continue;
    }
    const linesPerSecond = Math.round(answer.lines / (answer.ms / 1000));
    console.log(
      `${name} CSV: ${answer.lines} lines in ${Math.round(answer.ms)} ms, ${linesPerSecond} lines/s, ` +
        `first byte after ${Math.round(answer.firstByteMs)} ms (${Math.round(answer.bytes / 1024)} KB)`,
    );
    figures[`csv_${name}_lines`] = answer.lines;
    figures[`csv_${name}_lines_per_s`] = linesPerSecond;
    figures[`csv_${name}_first_byte_ms`] = Math.round(answer.firstByteMs);
    const yearLong = REPORTS.some(([report]) => report === name);
    if (yearLong && (!largest || answer.lines > largest.lines)) largest = { path, lines: answer.lines };
  }
  return { figures, largest: largest?.path ?? null };
}

/**
 * A member lookup's latency at 10 clients while a year-long CSV streams: the CSV is downloaded
 * again and again, back to back, for as long as the lookups run.
 */
export async function lookupsDuringCsv(
  server: RunningServer,
  csvPath: string,
  id: () => string,
  seconds: number,
): Promise<Figures> {
  let streaming = true;
  let downloads = 0;
  let lines = 0;
  const downloading = (async () => {
    while (streaming) {
      const answer = await timedFetch(`${server.url}${csvPath}`, server.headers);
      downloads += 1;
      lines += answer.lines;
    }
  })();
  // The download's first bytes are on their way before the lookups start.
  await new Promise((r) => setTimeout(r, 200));
  const run = await hammer(server.url, () => `/api/master/${id()}`, {
    connections: 10,
    seconds,
    headers: server.headers,
  });
  streaming = false;
  await downloading;
  console.log(
    `lookups during the CSV (${csvPath}): p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms, ${run.rps} req/s, ` +
      `${run.failures} failed; ${downloads} downloads, ${lines} lines`,
  );
  return {
    lookup_during_csv_p50_ms: run.p50_ms,
    lookup_during_csv_p99_ms: run.p99_ms,
    lookup_during_csv_failures: run.failures,
  };
}
