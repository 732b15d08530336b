import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import type { DateRange } from '@trust/contract/fields';
import { gpaRecordRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

const reportAnswer = listAnswer(gpaRecordRow);

export const getGpaReport = ({ fromDate, toDate }: DateRange) =>
  api.get(`gpa/report?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`, reportAnswer);

/** The members' GPAIS records dated within the range, oldest first. */
export function useGpaReport(range: DateRange | null) {
  return useQuery({
    queryKey: ['gpa', 'report', range],
    queryFn: () => getGpaReport(range as DateRange),
    enabled: range !== null,
    select: (answer) => answer.data,
  });
}
