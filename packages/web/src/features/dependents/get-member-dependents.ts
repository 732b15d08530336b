import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { dependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

/** `error: true` means the member has no dependents (or there is no such member). */
const dependentsAnswer = lookupAnswer(dependentRow);

export const getMemberDependents = (memberId: string) =>
  api.get(`dependent/${encodeURIComponent(memberId)}`, dependentsAnswer);

export function useMemberDependents(memberId: string) {
  return useQuery({
    queryKey: ['dependents', 'of', memberId],
    queryFn: () => getMemberDependents(memberId),
    enabled: memberId !== '',
  });
}
