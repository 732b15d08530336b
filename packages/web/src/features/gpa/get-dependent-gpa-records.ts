import { useQuery } from '@tanstack/react-query';
import type { GpaDependentRecordRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

export const getDependentGpaRecords = (memberId: string) =>
  api.get<{ data: GpaDependentRecordRow[] | null }>(`gpa-dependent?records=1&id=${encodeURIComponent(memberId)}`);

/** The GPAIS records of a member's dependents, newest first. */
export function useDependentGpaRecords(memberId: string) {
  return useQuery({
    queryKey: ['gpa-dependent', 'records', memberId],
    queryFn: () => getDependentGpaRecords(memberId),
    enabled: memberId !== '',
    select: (answer) => answer.data ?? [],
  });
}
