import { useQuery } from '@tanstack/react-query';
import { reportRowsAnswer } from '@trust/contract/books';
import type { DateRange } from '@trust/contract/fields';
import { gpaDependentRecordRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

/** The PAID records, which the totals add up, and the voided ones of the same dates apart. */
const reportAnswer = reportRowsAnswer(gpaDependentRecordRow);

export const getDependentGpaReport = ({ fromDate, toDate }: DateRange) =>
  api.get(
    `gpa-dependent/report?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`,
    reportAnswer,
  );

/** The dependents' GPAIS records dated within the range, oldest first. */
export function useDependentGpaReport(range: DateRange | null) {
  return useQuery({
    queryKey: ['gpa-dependent', 'report', range],
    queryFn: () => getDependentGpaReport(range as DateRange),
    enabled: range !== null,
  });
}
