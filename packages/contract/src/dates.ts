/** Dates travel as `YYYY-MM-DD` strings end to end; "today" is today in India. */

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a record of the trust may carry: births, retirements, payments and report ranges all fall
 * between these. Outside them a date is a typing slip or a probe, and far years broke receipt numbers
 * and ran reports for minutes.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/** Whether an ISO date lies between `DATE_MIN` and `DATE_MAX` (ISO dates compare as text). */
export function isDateInBounds(value: string): boolean {
  return value >= DATE_MIN && value <= DATE_MAX;
}

/** The last answer, by minute: India keeps one offset all year, so a day begins on a minute. */
let lastToday = { minute: Number.NaN, day: '' };

export function todayInIndia(now: Date = new Date()): string {
  // Formatting through Intl costs microseconds, and every response that shows an age asks.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastToday.minute) lastToday = { minute, day: INDIA_DATE.format(now) };
  return lastToday.day;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** The digits at `from` up to `to` of an ISO date as a number (reports parse a date per row). */
function digitsAt(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + value.charCodeAt(i) - 48;
  return n;
}

export function parseIsoDate(value: string): DateParts | null {
  if (!ISO_DATE.test(value)) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function mustParse(value: string): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not a date: ${value}`);
  return parts;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return DAYS_IN_MONTH[month - 1] ?? new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** dd/MM/yyyy, as every screen and receipt shows dates; empty for a missing date. */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const parts = parseIsoDate(value.slice(0, 10));
  if (!parts) return value;
  return `${String(parts.day).padStart(2, '0')}/${String(parts.month).padStart(2, '0')}/${parts.year}`;
}

/** Whole years and the months beyond them between a birth date and a day (both ISO). */
export function ageParts(birth: string, on: string): { years: number; months: number } {
  const b = mustParse(birth);
  const t = mustParse(on);
  let months = (t.year - b.year) * 12 + (t.month - b.month);
  if (t.day < b.day) months -= 1;
  if (months < 0) return { years: 0, months: 0 };
  return { years: Math.floor(months / 12), months: months % 12 };
}

export function ageInYears(birth: string, on: string): number {
  return ageParts(birth, on).years;
}

/** 'N Years M Months', the form the receipts and the mediclaim reference number use. */
export function ageInYearsAndMonths(birth: string, on: string): string {
  const { years, months } = ageParts(birth, on);
  return `${years} Years ${months} Months`;
}

/** The same day `years` later; 29 February falls back to the 28th in a year without one. */
export function yearsAfter(iso: string, years: number): string {
  const d = mustParse(iso);
  const year = d.year + years;
  return toIsoDate(year, d.month, Math.min(d.day, daysInMonth(year, d.month)));
}

/** Retirement is 60 years after birth, at the end of that month. */
export function retirementDate(birth: string): string {
  const b = mustParse(birth);
  const year = b.year + 60;
  return toIsoDate(year, b.month, daysInMonth(year, b.month));
}

export function isUnder18(birth: string, on: string): boolean {
  return ageInYears(birth, on) < 18;
}

/** The Indian financial year (April to March) a day falls in, as '2026-27'. */
export function financialYear(on: string): string {
  const d = mustParse(on);
  const start = d.month >= 4 ? d.year : d.year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
