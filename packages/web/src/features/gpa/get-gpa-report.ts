import { useQuery } from '@tanstack/react-query';
import { reportRowsAnswer } from '@trust/contract/books';
import type { DateRange } from '@trust/contract/fields';
import { gpaRecordRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

/** The PAID records, which the totals add up, and the voided ones of the same dates apart. */
const reportAnswer = reportRowsAnswer(gpaRecordRow);

export const getGpaReport = ({ fromDate, toDate }: DateRange) =>
  api.get(`gpa/report?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`, reportAnswer);

/** The members' GPAIS records dated within the range, oldest first. */
export function useGpaReport(range: DateRange | null) {
  return useQuery({
    queryKey: ['gpa', 'report', range],
    queryFn: () => getGpaReport(range as DateRange),
    enabled: range !== null,
  });
}
