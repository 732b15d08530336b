import { useQuery } from '@tanstack/react-query';
import type { GpaRecordRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

export const getGpaRecords = (memberId: string) =>
  api.get<{ data: GpaRecordRow[] | null }>(`gpa?records=1&id=${encodeURIComponent(memberId)}`);

/** A member's GPAIS records, newest first. */
export function useGpaRecords(memberId: string) {
  return useQuery({
    queryKey: ['gpa', 'records', memberId],
    queryFn: () => getGpaRecords(memberId),
    enabled: memberId !== '',
    select: (answer) => answer.data ?? [],
  });
}
