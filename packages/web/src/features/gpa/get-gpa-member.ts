import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { type GpaMemberRow, gpaMemberRow } from '@trust/contract/gpa';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member", not a failed request. */
const memberAnswer = lookupAnswer(gpaMemberRow);

export const getGpaMember = (memberId: string) => api.get(`gpa?id=${encodeURIComponent(memberId)}`, memberAnswer);

/** The member as the GPAIS form shows it, with its membership status; `null` when there is none. */
export function useGpaMember(memberId: string) {
  return useQuery({
    queryKey: ['gpa', 'member', memberId],
    queryFn: () => getGpaMember(memberId),
    enabled: memberId !== '',
    select: (answer): GpaMemberRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
