import { useQuery } from '@tanstack/react-query';
import { dependentCountAnswer } from '@trust/contract/dependent';
import { api } from '../../api/client';

export const countDependents = (memberId: string) =>
  api.get(`dependent/count/${encodeURIComponent(memberId)}`, dependentCountAnswer);

/** How many dependents the member has now; the dependent limit is checked against it. */
export function useDependentCount(memberId: string) {
  return useQuery({
    queryKey: ['dependents', 'count', memberId],
    queryFn: () => countDependents(memberId),
    enabled: memberId !== '',
    select: (answer) => answer.noOfDependent,
  });
}
