import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { type GroupPriceRow, groupPriceRow } from '@trust/contract/fee';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member", not a failed request. */
const groupPriceAnswer = lookupAnswer(groupPriceRow);

export function getGroupPrice(memberId: string) {
  return api.get(`master/group/${encodeURIComponent(memberId)}`, groupPriceAnswer);
}

/**
 * What the renew screens show before their forms: the membership status, the user remarks, the date
 * of birth and the mediclaim fee of the member's family group; `null` for an unknown member.
 */
export function useGroupPrice(memberId: string) {
  return useQuery({
    queryKey: ['fees', 'group', memberId],
    queryFn: () => getGroupPrice(memberId),
    enabled: memberId !== '',
    select: (answer): GroupPriceRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
