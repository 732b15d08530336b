import { useQuery } from '@tanstack/react-query';
import type { DependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

export const getDependent = (no: string) =>
  api.get<{ error?: boolean; data: DependentRow[] }>(`dependent/null/${encodeURIComponent(no)}`);

/** The dependent with this NO, or `null` when there is none. */
export function useDependent(no: string) {
  return useQuery({
    queryKey: ['dependents', 'one', no],
    queryFn: () => getDependent(no),
    enabled: no !== '',
    select: (answer): DependentRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
