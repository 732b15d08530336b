import type { QueryClient } from '@tanstack/react-query';
import type { DependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

/** `error: true` means the member has no dependents (or there is no such member). */
export interface GpaDependentsLookup {
  error: boolean;
  data: DependentRow[];
}

export const getGpaDependents = (memberId: string) =>
  api.get<GpaDependentsLookup>(`gpa-dependent?id=${encodeURIComponent(memberId)}`);

/**
 * Fetched when Get Dependents is pressed (not on typing), always fresh, so a dependent added a moment
 * ago in another tab is offered.
 */
export function fetchGpaDependents(queryClient: QueryClient, memberId: string) {
  return queryClient.fetchQuery({
    queryKey: ['gpa-dependent', 'dependents', memberId],
    queryFn: () => getGpaDependents(memberId),
    staleTime: 0,
  });
}
