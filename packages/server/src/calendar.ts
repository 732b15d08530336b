import { parseIsoDate, toIsoDate } from '@trust/contract/dates';

/** Day arithmetic on `YYYY-MM-DD` strings (the generator's dates, the reports' date windows). */

const DAY_MS = 86_400_000;

function toDay(iso: string): number {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a date: ${iso}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

function fromDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return toIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(iso: string, days: number): string {
  return fromDay(toDay(iso) + days);
}

export function daysBetween(from: string, to: string): number {
  return toDay(to) - toDay(from);
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** The same day `years` earlier (29 February falls back to the 28th). */
export function yearsBefore(iso: string, years: number): string {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a date: ${iso}`);
  const day = parts.month === 2 && parts.day === 29 ? 28 : parts.day;
  return toIsoDate(parts.year - years, parts.month, day);
}
