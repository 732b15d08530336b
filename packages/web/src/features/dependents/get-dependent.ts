import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { type DependentRow, dependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

const dependentAnswer = lookupAnswer(dependentRow);

export const getDependent = (no: string) => api.get(`dependent/null/${encodeURIComponent(no)}`, dependentAnswer);

/** The dependent with this NO, or `null` when there is none. */
export function useDependent(no: string) {
  return useQuery({
    queryKey: ['dependents', 'one', no],
    queryFn: () => getDependent(no),
    enabled: no !== '',
    select: (answer): DependentRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
