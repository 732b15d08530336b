import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '@trust/contract/fields';
import type { GpaRecordRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

export const getGpaReport = ({ fromDate, toDate }: DateRange) =>
  api.get<{ data: GpaRecordRow[] }>(
    `gpa/report?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`,
  );

/** The members' GPAIS records dated within the range, oldest first. */
export function useGpaReport(range: DateRange | null) {
  return useQuery({
    queryKey: ['gpa', 'report', range],
    queryFn: () => getGpaReport(range as DateRange),
    enabled: range !== null,
    select: (answer) => answer.data,
  });
}
