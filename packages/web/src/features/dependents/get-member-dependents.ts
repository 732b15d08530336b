import { useQuery } from '@tanstack/react-query';
import type { DependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

/** `error: true` means the member has no dependents (or there is no such member). */
export interface MemberDependents {
  error: boolean;
  data: DependentRow[];
}

export const getMemberDependents = (memberId: string) =>
  api.get<MemberDependents>(`dependent/${encodeURIComponent(memberId)}`);

export function useMemberDependents(memberId: string) {
  return useQuery({
    queryKey: ['dependents', 'of', memberId],
    queryFn: () => getMemberDependents(memberId),
    enabled: memberId !== '',
  });
}
