import { useQuery } from '@tanstack/react-query';
import { memberOverview } from '@trust/contract/overview';
import { api } from '../../api/client';

export const getMemberOverview = (memberId: string) =>
  api.get(`member-overview/${encodeURIComponent(memberId)}`, memberOverview);

/** Everything about one member, in the one call the overview and the reminder letter make. */
export function useMemberOverview(memberId: string) {
  return useQuery({
    queryKey: ['member-overview', memberId],
    queryFn: () => getMemberOverview(memberId),
    enabled: memberId !== '',
  });
}
