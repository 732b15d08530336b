import { useQuery } from '@tanstack/react-query';
import type { GroupPriceRow } from '@trust/contract/fee';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member", not a failed request. */
interface GroupPriceAnswer {
  error?: boolean;
  data: GroupPriceRow[];
}

export function getGroupPrice(memberId: string): Promise<GroupPriceAnswer> {
  return api.get<GroupPriceAnswer>(`master/group/${encodeURIComponent(memberId)}`);
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
