import { useQuery } from '@tanstack/react-query';
import type { GpaRecordToPrint } from '@trust/contract/gpa';
import { getGpaRecords } from './get-gpa-records';

/**
 * One record for its receipt. The API has no single-record call, so it is picked from the member's
 * records (the same cached list the find screen shows); `null` when that member has no such record.
 */
export function useGpaRecord(id: string, memberId: string) {
  return useQuery({
    queryKey: ['gpa', 'records', memberId],
    queryFn: () => getGpaRecords(memberId),
    enabled: memberId !== '',
    select: (answer): GpaRecordToPrint | null => answer.data.find((r) => String(r.id) === id) ?? null,
  });
}
