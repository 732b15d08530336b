import { useQuery } from '@tanstack/react-query';
import type { GpaDependentRecordToPrint } from '@trust/contract/gpa';
import { getDependentGpaRecords } from './get-dependent-gpa-records';

/**
 * One dependent's record for its receipt, picked from the member's dependent records (the API has no
 * single-record call); `null` when that member has no such record.
 */
export function useDependentGpaRecord(id: string, memberId: string) {
  return useQuery({
    queryKey: ['gpa-dependent', 'records', memberId],
    queryFn: () => getDependentGpaRecords(memberId),
    enabled: memberId !== '',
    select: (answer): GpaDependentRecordToPrint | null => answer.data.find((r) => String(r.id) === id) ?? null,
  });
}
