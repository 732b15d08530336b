import type { QueryClient } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { dependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

/** `error: true` means the member has no dependents (or there is no such member). */
const dependentsAnswer = lookupAnswer(dependentRow);

export const getGpaDependents = (memberId: string) =>
  api.get(`gpa-dependent?id=${encodeURIComponent(memberId)}`, dependentsAnswer);

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
