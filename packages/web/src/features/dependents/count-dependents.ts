import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const countDependents = (memberId: string) =>
  api.get<{ noOfDependent: number }>(`dependent/count/${encodeURIComponent(memberId)}`);

/** How many dependents the member has now; the dependent limit is checked against it. */
export function useDependentCount(memberId: string) {
  return useQuery({
    queryKey: ['dependents', 'count', memberId],
    queryFn: () => countDependents(memberId),
    enabled: memberId !== '',
    select: (answer) => Number(answer.noOfDependent),
  });
}
