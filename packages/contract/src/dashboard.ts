import { z } from 'zod';
import { parseIsoDate, toIsoDate } from './dates';
import { SUBSCRIPTION_KINDS } from './reminder';
import { collectionTotal } from './report';

/** The dashboard's figures and the renewal lists behind them. */

/** How far ahead a renewal counts as due, and how far back an expiry counts as recent. */
export const RENEWAL_WINDOW_DAYS = 30;

/**
 * Where a member's subscription stands, by the last day its latest payment (not reset) runs to:
 * `active` on or after today; `due` active and ending within the window; `expired` ended within the
 * window before today. Members who lapsed earlier, or never paid, are in none of the lists.
 */
export const RENEWAL_STATES = ['active', 'due', 'expired'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

export function addDays(isoDate: string, days: number): string {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`Not a date: ${isoDate}`);
  const d = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The range, both ends included, the latest expiry of a member in each state falls in; `to` null is open. */
export function renewalWindows(today: string) {
  return {
    active: { from: today, to: null },
    due: { from: today, to: addDays(today, RENEWAL_WINDOW_DAYS) },
    expired: { from: addDays(today, -RENEWAL_WINDOW_DAYS), to: addDays(today, -1) },
  } satisfies Record<RenewalState, { from: string; to: string | null }>;
}

export function renewalWindow(state: RenewalState, today: string): { from: string; to: string | null } {
  return renewalWindows(today)[state];
}

/**
 * Where a subscription whose latest expiry is `expiryDate` stands today: `due` before `active`, as the
 * list of renewals due shows it; null when it lapsed before the window, or was never paid.
 */
export function renewalState(expiryDate: string | null, today: string): RenewalState | null {
  if (!expiryDate) return null;
  const windows = renewalWindows(today);
  if (expiryDate >= windows.due.from && expiryDate <= windows.due.to) return 'due';
  if (expiryDate > windows.due.to) return 'active';
  if (expiryDate >= windows.expired.from) return 'expired';
  return null;
}

/** `GET renewals?kind=&state=&limit=&offset=`. */
export const renewalsQuery = z.object({
  kind: z.enum(SUBSCRIPTION_KINDS, { error: 'kind must be membership or mediclaim' }),
  state: z.enum(RENEWAL_STATES, { error: 'state must be active, due or expired' }),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(20),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(10_000_000).default(0),
});
export type RenewalsQuery = z.infer<typeof renewalsQuery>;

/** A member on a renewal list, with what staff need to remind them. */
export const renewalRow = z
  .object({
    ID_NUMBER: z.string(),
    MEMBER_NAME: z.string(),
    MOBILE: z.string(),
    WHATSAPP: z.string(),
    /** The last day the member's latest payment (not reset) runs to. */
    EXPIRY_DATE: z.string(),
  })
  .meta({ id: 'RenewalRow' });
export type RenewalRow = z.infer<typeof renewalRow>;

const renewalCounts = z.object({ active: z.number().int(), due: z.number().int(), expired: z.number().int() });
export type RenewalCounts = z.infer<typeof renewalCounts>;

export const monthCollection = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});
export type MonthCollection = z.infer<typeof monthCollection>;

/** `GET dashboard`. */
export const dashboardFigures = z.object({
  today: z.string(),
  members: z.number().int(),
  membership: renewalCounts,
  mediclaim: renewalCounts,
  /** This month so far, totalled by payment mode as the collection report totals it. */
  collections: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    byMode: z.array(collectionTotal),
    total: collectionTotal,
  }),
  /** The last twelve months, this one included, oldest first; months with nothing taken are zero. */
  collectionsByMonth: z.array(monthCollection),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** The first day of the month `today` is in. */
export function monthStart(today: string): string {
  return `${today.slice(0, 7)}-01`;
}

/** The `count` months up to and including the one `today` is in, oldest first, as 'YYYY-MM'. */
export function lastMonths(today: string, count: number): string[] {
  const parts = parseIsoDate(today);
  if (!parts) throw new RangeError(`Not a date: ${today}`);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = parts.year * 12 + (parts.month - 1) - back;
    months.push(toIsoDate(Math.floor(index / 12), (index % 12) + 1, 1).slice(0, 7));
  }
  return months;
}

/** Totals for every one of `months`, zero where nothing was taken. */
export function everyMonth(months: readonly string[], totals: readonly MonthCollection[]): MonthCollection[] {
  const byMonth = new Map(totals.map((t) => [t.month, t]));
  return months.map((month) => byMonth.get(month) ?? { month, count: 0, amount: 0 });
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${year}`;
}
