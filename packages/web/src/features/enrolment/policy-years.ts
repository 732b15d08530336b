import { formatDisplayDate } from '@trust/contract/dates';
import { policyYear, policyYearOf } from '@trust/contract/season';

/** The first policy year the list offers: the trust's records on this system start there. */
export const FIRST_POLICY_YEAR = 2020;

/** '2026–27' */
export function policyYearName(year: number): string {
  return `${year}–${String((year + 1) % 100).padStart(2, '0')}`;
}

/** '2026–27 (01/05/2026 to 30/04/2027)' */
export function policyYearLabel(year: number): string {
  const { fromDate, toDate } = policyYear(year);
  return `${policyYearName(year)} (${formatDisplayDate(fromDate)} to ${formatDisplayDate(toDate)})`;
}

/** The years to choose from, the latest first: from the first one to the year after today's. */
export function policyYearOptions(today: string): { value: string; label: string }[] {
  const years: { value: string; label: string }[] = [];
  for (let year = policyYearOf(today) + 1; year >= FIRST_POLICY_YEAR; year -= 1) {
    years.push({ value: String(year), label: policyYearLabel(year) });
  }
  return years;
}

/** A file name's form of the year: 'mediclaim-enrolment-2026-27.xlsx'. */
export function policyYearSlug(year: number): string {
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
