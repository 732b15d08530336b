import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '@trust/contract/fields';
import type { GpaDependentRecordRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

export const getDependentGpaReport = ({ fromDate, toDate }: DateRange) =>
  api.get<{ data: GpaDependentRecordRow[] }>(
    `gpa-dependent/report?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`,
  );

/** The dependents' GPAIS records dated within the range, oldest first. */
export function useDependentGpaReport(range: DateRange | null) {
  return useQuery({
    queryKey: ['gpa-dependent', 'report', range],
    queryFn: () => getDependentGpaReport(range as DateRange),
    enabled: range !== null,
    select: (answer) => answer.data,
  });
}
