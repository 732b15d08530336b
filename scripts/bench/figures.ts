/** The figures the benchmark reports, their budgets, and the Markdown table of them. */

export type Figures = Record<string, number | string>;

interface Figure {
  key: string;
  label: string;
  /** `max`: at most the budget; `min`: at least. */
  budget?: { limit: number; kind: 'max' | 'min' };
}

const DESK_READS: [string, string][] = [
  ['lookup', 'member lookup'],
  ['search', 'three-way search'],
  ['status', 'mediclaim status'],
  ['dependent', 'dependents of a member'],
  ['list_page', 'member list page'],
];
const REPORTS: [string, string][] = [
  ['membership', 'membership'],
  ['mediclaim', 'mediclaim'],
  ['collection', 'collection'],
  ['misc', 'miscellaneous receipts'],
  ['gpa', 'GPAIS'],
  ['gpa_dependent', 'dependent GPAIS'],
];
const CSVS: [string, string][] = [...REPORTS, ['non_membership', 'non-membership'], ['non_mediclaim', 'non-mediclaim']];

export const FIGURES: Figure[] = [
  { key: 'generate_seconds', label: 'generate the data set (s)' },
  { key: 'load_seconds', label: 'load the data set (s)' },
  { key: 'start_seconds', label: 'server start, to its first answer (s)' },
  // The bare route at 10 clients, in the same rounds as the desk's reads: the sign-in check and a
  // constant answer, what Fastify and the sign-in cost a request.
  { key: 'bare_rps', label: 'bare route, signed in, constant answer (req/s)' },
  { key: 'bare_p99_ms', label: 'bare route p99 (ms)' },
  { key: 'bare_cpu_us', label: 'bare route, server CPU per request (µs)' },
  // The desk's figures at 10 clients, its real load: each p99 within 20 ms and each server CPU per
  // request within twice the bare route's. The floor is the same indexed query run straight on the
  // driver in the bench process, one at a time.
  ...DESK_READS.flatMap(([key, label]): Figure[] => [
    { key: `${key}_rps`, label: `${label} (req/s)` },
    { key: `${key}_p50_ms`, label: `${label} p50 (ms)` },
    { key: `${key}_p99_ms`, label: `${label} p99 (ms)`, budget: { limit: 20, kind: 'max' } },
    { key: `${key}_cpu_us`, label: `${label}, server CPU per request (µs)` },
    {
      key: `${key}_cpu_per_bare`,
      label: `${label}, server CPU per request ÷ the bare route's`,
      budget: { limit: 2, kind: 'max' },
    },
    { key: `${key}_floor_us`, label: `${label}, floor: the query on the driver (µs)` },
    { key: `${key}_cpu_per_floor`, label: `${label}, server CPU per request ÷ floor` },
  ]),
  // The same at 50 clients, as a stress figure.
  ...DESK_READS.map(
    ([key, label]): Figure => ({ key: `${key}_p99_ms_at_50`, label: `${label} p99 at 50 clients (ms)` }),
  ),
  { key: 'http_failures', label: 'failed requests at 10 clients' },
  ...REPORTS.flatMap(([key, label]): Figure[] => [
    {
      key: `report_${key}_first_page_ms`,
      label: `${label} report, a year, first page with totals (ms)`,
      budget: { limit: 300, kind: 'max' },
    },
    { key: `report_${key}_first_page_cpu_ms`, label: '… of which server CPU (ms)' },
  ]),
  ...CSVS.flatMap(([key, label]): Figure[] => [
    { key: `csv_${key}_lines`, label: `${label} CSV${REPORTS.some(([r]) => r === key) ? ', a year' : ''} (lines)` },
    { key: `csv_${key}_lines_per_s`, label: '… lines per second', budget: { limit: 50_000, kind: 'min' } },
    { key: `csv_${key}_first_byte_ms`, label: '… first byte after (ms)' },
  ]),
  {
    key: 'lookup_during_csv_p99_ms',
    label: 'member lookup p99 at 10 clients while a year-long CSV streams (ms)',
    budget: { limit: 50, kind: 'max' },
  },
  { key: 'js_login_gzip_kb', label: 'JS for /login, gzip (KB)', budget: { limit: 150, kind: 'max' } },
  { key: 'js_dashboard_gzip_kb', label: 'JS for /dashboard, gzip (KB)', budget: { limit: 250, kind: 'max' } },
  { key: 'largest_chunk_gzip_kb', label: 'largest screen (route) chunk, gzip (KB)' },
  { key: 'largest_lazy_chunk_gzip_kb', label: 'largest lazily loaded library chunk, gzip (KB)' },
  { key: 'dashboard_ready_ms', label: 'dashboard usable in Chromium (ms)', budget: { limit: 1000, kind: 'max' } },
  { key: 'member_search_ms', label: 'member search result shown (ms)' },
  { key: 'rss_peak_mb', label: 'server resident memory, peak over the run (MB)', budget: { limit: 300, kind: 'max' } },
  // A server of its own previews, then imports, a register of 50,000 members (import-memory.ts).
  { key: 'import_preview_ms', label: 'preview of a 50,000-member import (ms)' },
  { key: 'import_ms', label: 'import of the same 50,000 members (ms)' },
  {
    key: 'import_preview_rss_peak_mb',
    label: "… server's resident memory, peak up to the end of the preview (MB)",
    budget: { limit: 300, kind: 'max' },
  },
  {
    key: 'import_rss_peak_mb',
    label: "… server's resident memory, peak up to the end of the import (MB)",
    budget: { limit: 300, kind: 'max' },
  },
  // Then 10,000 of those members in a payroll list, checked and renewed while two clients look members up (bulk-lookups.ts).
  { key: 'bulk_preview_ms', label: 'bulk renewal preview of 10,000 lines (ms)' },
  {
    key: 'lookup_during_bulk_preview_p99_ms',
    label: '… member lookup p99 meanwhile (ms)',
    budget: { limit: 50, kind: 'max' },
  },
  { key: 'lookup_during_bulk_preview_max_ms', label: '… member lookup, slowest meanwhile (ms)' },
  { key: 'bulk_renewal_ms', label: 'bulk renewal of the same 10,000 lines (ms)' },
  {
    key: 'lookup_during_bulk_renewal_p99_ms',
    label: '… member lookup p99 meanwhile (ms)',
    budget: { limit: 50, kind: 'max' },
  },
  { key: 'lookup_during_bulk_renewal_max_ms', label: '… member lookup, slowest meanwhile (ms)' },
  // Then a reminders run that finds 20,000 of them due, while two clients look members up (reminder-run.ts).
  {
    key: 'reminder_run_ms',
    label: 'reminders run queueing 20,000 due members (ms)',
    budget: { limit: 60_000, kind: 'max' },
  },
  {
    key: 'lookup_during_reminder_run_p99_ms',
    label: '… member lookup p99 meanwhile (ms)',
    budget: { limit: 50, kind: 'max' },
  },
  { key: 'lookup_during_reminder_run_max_ms', label: '… member lookup, slowest meanwhile (ms)' },
];

export function meetsBudget(figure: Figure, value: number | string | undefined): boolean | null {
  if (!figure.budget || typeof value !== 'number' || Number.isNaN(value)) return null;
  return figure.budget.kind === 'max' ? value <= figure.budget.limit : value >= figure.budget.limit;
}

/** Budgets missed by any of the runs, as `key (database): value`. */
export function missedBudgets(runs: Record<string, Figures>): string[] {
  const missed: string[] = [];
  for (const [database, figures] of Object.entries(runs)) {
    for (const figure of FIGURES) {
      if (meetsBudget(figure, figures[figure.key]) === false) {
        missed.push(`${figure.key} (${database}): ${figures[figure.key]}`);
      }
    }
  }
  return missed;
}

/** One row per figure, one column per database run, each value marked against its budget. */
export function markdownTable(runs: Record<string, Figures>): string {
  const names = Object.keys(runs);
  const lines = [
    `| figure | budget | ${names.join(' | ')} |`,
    `| --- | --- | ${names.map(() => '---:').join(' | ')} |`,
  ];
  for (const figure of FIGURES) {
    const budget = figure.budget ? `${figure.budget.kind === 'max' ? '≤' : '≥'} ${figure.budget.limit}` : '';
    const cells = names.map((name) => {
      const value = runs[name]?.[figure.key];
      const met = meetsBudget(figure, value);
      return `${value ?? '–'}${met === null ? '' : met ? ' ✓' : ' ✗'}`;
    });
    lines.push(`| ${figure.label} | ${budget} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
