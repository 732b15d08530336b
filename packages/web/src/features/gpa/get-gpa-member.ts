import { useQuery } from '@tanstack/react-query';
import type { GpaMemberRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member", not a failed request. */
export interface GpaMemberLookup {
  error: boolean;
  data: GpaMemberRow[];
}

export const getGpaMember = (memberId: string) => api.get<GpaMemberLookup>(`gpa?id=${encodeURIComponent(memberId)}`);

/** The member as the GPAIS form shows it, with its membership status; `null` when there is none. */
export function useGpaMember(memberId: string) {
  return useQuery({
    queryKey: ['gpa', 'member', memberId],
    queryFn: () => getGpaMember(memberId),
    enabled: memberId !== '',
    select: (answer): GpaMemberRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
