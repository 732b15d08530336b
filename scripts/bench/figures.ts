/** The figures the benchmark reports, their budgets, and the Markdown table of them. */

export type Figures = Record<string, number | string>;

interface Figure {
  key: string;
  label: string;
  /** `max`: at most the budget; `min`: at least. */
  budget?: { limit: number; kind: 'max' | 'min' };
}

export const FIGURES: Figure[] = [
  { key: 'load_seconds', label: 'load the data set (s)' },
  { key: 'bare_rps', label: 'bare Fastify route (req/s)' },
  { key: 'bare_p99_ms', label: 'bare Fastify route p99 (ms)' },
  { key: 'lookup_rps', label: 'member lookup (req/s)' },
  { key: 'lookup_rps_ratio', label: 'member lookup ÷ bare route' },
  // The desk's figures at 10 connections, its real load: each p99 within 20 ms.
  { key: 'lookup_p99_ms', label: 'member lookup p99 (ms)', budget: { limit: 20, kind: 'max' } },
  { key: 'lookup_cpu_us', label: 'member lookup, server CPU per request (µs)' },
  { key: 'search_p99_ms', label: 'three-way search p99 (ms)', budget: { limit: 20, kind: 'max' } },
  { key: 'search_cpu_us', label: 'three-way search, server CPU per request (µs)' },
  { key: 'status_p99_ms', label: 'mediclaim status p99 (ms)', budget: { limit: 20, kind: 'max' } },
  { key: 'status_cpu_us', label: 'mediclaim status, server CPU per request (µs)' },
  { key: 'dependent_p99_ms', label: 'dependents of a member p99 (ms)', budget: { limit: 20, kind: 'max' } },
  { key: 'dependent_cpu_us', label: 'dependents of a member, server CPU per request (µs)' },
  { key: 'list_page_p99_ms', label: 'member list page p99 (ms)', budget: { limit: 20, kind: 'max' } },
  { key: 'list_page_cpu_us', label: 'member list page, server CPU per request (µs)' },
  // The same at 50 connections, as a stress figure.
  { key: 'lookup_rps_at_50', label: 'member lookup at 50 connections (req/s)' },
  { key: 'lookup_p99_ms_at_50', label: 'member lookup p99 at 50 connections (ms)' },
  { key: 'search_p99_ms_at_50', label: 'three-way search p99 at 50 connections (ms)' },
  { key: 'status_p99_ms_at_50', label: 'mediclaim status p99 at 50 connections (ms)' },
  { key: 'dependent_p99_ms_at_50', label: 'dependents of a member p99 at 50 connections (ms)' },
  { key: 'list_page_p99_ms_at_50', label: 'member list page p99 at 50 connections (ms)' },
  { key: 'list_page_cpu_us_at_50', label: 'member list page, server CPU per request at 50 connections (µs)' },
  { key: 'report_mediclaim_year_ms', label: 'mediclaim report, a year (ms)', budget: { limit: 500, kind: 'max' } },
  { key: 'report_mediclaim_year_cpu_ms', label: '… of which server CPU (ms)' },
  { key: 'report_membership_year_ms', label: 'membership report, a year (ms)', budget: { limit: 500, kind: 'max' } },
  { key: 'report_membership_year_cpu_ms', label: '… of which server CPU (ms)' },
  { key: 'collection_report_ms', label: 'collection report, a year (ms)', budget: { limit: 500, kind: 'max' } },
  { key: 'collection_report_cpu_ms', label: '… of which server CPU (ms)' },
  { key: 'csv_non_mediclaim_ms', label: 'non-mediclaim CSV (ms)', budget: { limit: 500, kind: 'max' } },
  { key: 'csv_non_membership_ms', label: 'non-membership CSV (ms)', budget: { limit: 500, kind: 'max' } },
  { key: 'js_login_gzip_kb', label: 'JS for /login, gzip (KB)', budget: { limit: 150, kind: 'max' } },
  { key: 'js_dashboard_gzip_kb', label: 'JS for /dashboard, gzip (KB)' },
  { key: 'largest_chunk_gzip_kb', label: 'largest screen (route) chunk, gzip (KB)' },
  { key: 'largest_lazy_chunk_gzip_kb', label: 'largest lazily loaded library chunk, gzip (KB)' },
  { key: 'dashboard_ready_ms', label: 'dashboard usable (ms)', budget: { limit: 1000, kind: 'max' } },
  { key: 'member_search_ms', label: 'member search result shown (ms)' },
  { key: 'rss_mb', label: 'server resident memory after the run (MB)', budget: { limit: 250, kind: 'max' } },
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
