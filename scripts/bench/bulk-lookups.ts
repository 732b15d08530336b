import { todayInIndia } from '../../packages/contract/src/dates';
import { BULK_MAX_LINES } from '../../packages/contract/src/season';
import type { Figures } from './figures';
import { FIRST_IMPORTED_ID, writeHeaders } from './import-memory';
import type { RunningServer } from './server';

/**
 * Member lookups while a payroll list of 10,000 lines is checked and then renewed: the lines are
 * members the import just added (none has paid, so every line renews), and two clients look members
 * up one request after another for as long as each bulk request runs.
 */

const LOOKUP_CLIENTS = 2;

interface Lookups {
  p99_ms: number;
  max_ms: number;
  count: number;
}

/** Looks members up back to back until `isDone`, and the latencies' p99 and maximum. */
export async function lookupsUntil(server: RunningServer, ids: () => string, isDone: () => boolean): Promise<Lookups> {
  const times: number[] = [];
  const client = async () => {
    while (!isDone()) {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/master/${ids()}`, { headers: server.headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`A lookup answered ${answer.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: LOOKUP_CLIENTS }, client));
  const sorted = times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p99_ms: at(0.99), max_ms: at(1), count: sorted.length };
}

async function duringBulk(
  server: RunningServer,
  path: string,
  body: string,
  expected: number,
): Promise<Lookups & { ms: number }> {
  let isDone = false;
  const started = performance.now();
  const bulk = fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...writeHeaders(server.headers), 'content-type': 'application/json' },
    body,
  }).then(async (answer) => {
    const text = await answer.text();
    isDone = true;
    if (answer.status !== expected) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 300)}`);
    return performance.now() - started;
  });
  let next = 0;
  // Members the list does not name, so the lookups read rows the renewal is not writing.
  const ids = () => String(FIRST_IMPORTED_ID + BULK_MAX_LINES + (next++ % 1_000));
  const [ms, lookups] = await Promise.all([bulk, lookupsUntil(server, ids, () => isDone)]);
  return { ...lookups, ms: Math.round(ms) };
}

export async function lookupsDuringBulk(server: RunningServer): Promise<Figures> {
  const amount = await fetch(`${server.url}/api/master/subscription/amount`, { headers: server.headers });
  const fee = String(((await amount.json()) as { data: { AMOUNT: number }[] }).data[0]?.AMOUNT ?? '');
  const lines = Array.from({ length: BULK_MAX_LINES }, (_, i) => ({
    line: i + 2,
    member: String(FIRST_IMPORTED_ID + i),
    amount: fee,
    mode_of_payment: '',
    reference_number: '',
    book_fee: '',
    group: '',
  }));
  const body = JSON.stringify({ kind: 'MEMBERSHIP', issue_date: todayInIndia(), lines });
  const preview = await duringBulk(server, '/api/renewals/bulk/preview', body, 200);
  const renewal = await duringBulk(server, '/api/renewals/bulk', body, 201);
  for (const [name, run] of [
    ['preview', preview],
    ['renewal', renewal],
  ] as const) {
    console.log(
      `bulk ${name} of ${BULK_MAX_LINES} lines: ${run.ms} ms; ${run.count} member lookups meanwhile, ` +
        `p99 ${run.p99_ms} ms, max ${run.max_ms} ms`,
    );
  }
  return {
    bulk_preview_ms: preview.ms,
    lookup_during_bulk_preview_p99_ms: preview.p99_ms,
    lookup_during_bulk_preview_max_ms: preview.max_ms,
    bulk_renewal_ms: renewal.ms,
    lookup_during_bulk_renewal_p99_ms: renewal.p99_ms,
    lookup_during_bulk_renewal_max_ms: renewal.max_ms,
  };
}
