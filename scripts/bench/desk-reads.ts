import type { SampledMember } from './dataset';
import type { Figures } from './figures';
import { type DeskRead, floorMicroseconds } from './floor';
import { hammer, type LoadOptions, type Throughput } from './http-load';
import { BARE_PATH, type RunningServer } from './server';
import { median } from './timed-requests';

/**
 * The desk's reads (lookup, three-way search, mediclaim status, dependents, a page of the member
 * list) driven at `connections` clients in interleaved rounds, medians reported, with the server's
 * CPU time per request; the bare route in the same rounds (the sign-in check and a constant
 * answer), against which each read's CPU is weighed; and beside each read, its floor: the same
 * indexed query on the driver.
 */

export interface DeskOptions {
  connections: number;
  seconds: number;
  rounds: number;
}

export function pick<T>(values: readonly T[]): T {
  return values[Math.floor(Math.random() * values.length)] as T;
}

/** What the search screen sends: the one text typed, tried as ID, ticket and mobile. */
function searchText(sample: readonly SampledMember[]): string {
  const m = pick(sample);
  return pick([m.id_number, m.ticket_number || m.id_number, m.mobile]);
}

function deskPaths(sample: readonly SampledMember[]): [DeskRead | 'bare', () => string][] {
  const id = () => pick(sample).id_number;
  return [
    ['bare', () => BARE_PATH],
    ['lookup', () => `/api/master/${id()}`],
    [
      'search',
      () => {
        const text = encodeURIComponent(searchText(sample));
        return `/api/master/${text}/${text}/${text}`;
      },
    ],
    [
      'list_page',
      () => {
        // The Member List screen: half the time the page after a member anywhere in the list, half
        // the first page of a filter (the list's count is asked once per filter, not per page).
        if (Math.random() < 0.5) return `/api/members?limit=50&after=${encodeURIComponent(id())}`;
        return `/api/members?limit=50&q=${encodeURIComponent(filterText(sample))}`;
      },
    ],
    ['status', () => `/api/mediclaim/status/${id()}`],
    ['dependent', () => `/api/dependent/${id()}`],
  ];
}

export async function deskReads(
  server: RunningServer,
  sample: readonly SampledMember[],
  options: DeskOptions,
): Promise<Figures> {
  const load: LoadOptions = { connections: options.connections, seconds: options.seconds, headers: server.headers };
  const paths = deskPaths(sample);
  const id = () => pick(sample).id_number;
  const check = await fetch(`${server.url}/api/master/${id()}`, { headers: server.headers });
  if (!check.ok) throw new Error(`A member lookup answered ${check.status}: ${await check.text()}`);
  // The bare route is measured only if it passes through the sign-in check as the reads do.
  const unsigned = await fetch(`${server.url}${BARE_PATH}`);
  const signed = await fetch(`${server.url}${BARE_PATH}`, { headers: server.headers });
  if (unsigned.status !== 401 || !signed.ok) {
    throw new Error(`The bare route answered ${unsigned.status} signed out and ${signed.status} signed in`);
  }

  // Warms the server's code paths before anything is measured.
  for (const [, next] of paths) await hammer(server.url, next, { ...load, seconds: 1 });
  const runs = new Map<DeskRead | 'bare', Throughput[]>();
  const cpuPerRequest = new Map<DeskRead | 'bare', number[]>();
  for (let round = 0; round < options.rounds; round++) {
    for (const [name, nextPath] of paths) {
      const cpuBefore = server.cpuMs();
      const run = await hammer(server.url, nextPath, load);
      const cpuUs = Math.round(((server.cpuMs() - cpuBefore) * 1000) / Math.max(1, run.requests));
      console.log(
        `${name}: ${run.rps} req/s, p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms, ` +
          `${cpuUs} µs server CPU per request, ${run.failures} failed`,
      );
      runs.set(name, [...(runs.get(name) ?? []), run]);
      cpuPerRequest.set(name, [...(cpuPerRequest.get(name) ?? []), cpuUs]);
    }
  }
  const figures: Figures = {
    http_failures: [...runs.values()].flat().reduce((sum, r) => sum + r.failures, 0),
  };
  for (const [name] of paths) {
    const own = runs.get(name) ?? [];
    figures[`${name}_rps`] = Math.round(median(own.map((r) => r.rps)));
    figures[`${name}_p50_ms`] = median(own.map((r) => r.p50_ms));
    figures[`${name}_p99_ms`] = median(own.map((r) => r.p99_ms));
    figures[`${name}_cpu_us`] = median(cpuPerRequest.get(name) ?? []);
  }
  const bare = figures.bare_cpu_us;
  for (const [name] of paths) {
    const cpu = figures[`${name}_cpu_us`];
    if (name === 'bare' || typeof cpu !== 'number' || typeof bare !== 'number' || bare <= 0) continue;
    figures[`${name}_cpu_per_bare`] = Math.round((cpu / bare) * 100) / 100;
  }
  return figures;
}

/** What staff type to filter the Member List: the first four letters of a member's surname. */
function filterText(sample: readonly SampledMember[]): string {
  const surname = pick(sample).member_name.split(' ').at(-1) ?? 'KUMAR';
  return surname.slice(0, 4).toLowerCase();
}

/** Each desk read's floor on the driver, and the server's CPU per request over it. */
export async function deskFloors(
  databaseUrl: string,
  sample: readonly SampledMember[],
  options: { floorRuns: number },
  measured: Figures,
): Promise<Figures> {
  const floors = await floorMicroseconds(
    databaseUrl,
    {
      id: () => pick(sample).id_number,
      searchText: () => searchText(sample),
      filterText: () => filterText(sample),
    },
    options.floorRuns,
  );
  const figures: Figures = {};
  for (const [name, us] of Object.entries(floors)) {
    const cpu = measured[`${name}_cpu_us`];
    figures[`${name}_floor_us`] = us;
    figures[`${name}_cpu_per_floor`] = typeof cpu === 'number' && us > 0 ? Math.round((cpu / us) * 10) / 10 : '–';
    console.log(
      `${name} floor on the driver: ${us} µs; server CPU per request ÷ floor: ${figures[`${name}_cpu_per_floor`]}`,
    );
  }
  return figures;
}
