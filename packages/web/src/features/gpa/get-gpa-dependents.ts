import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { type DependentRow, dependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

/** `error: true` means the member has no dependents (or there is no such member). */
const dependentsAnswer = lookupAnswer(dependentRow);

export const getGpaDependents = (memberId: string) =>
  api.get(`gpa-dependent?id=${encodeURIComponent(memberId)}`, dependentsAnswer);

/**
 * The dependents a GPAIS record may be for, once Get Dependents is pressed; `null` when the member has
 * none (or there is no such member). Pressing it again for the same member fetches them afresh.
 */
export function useGpaDependents(memberId: string) {
  return useQuery({
    queryKey: ['gpa-dependent', 'dependents', memberId],
    queryFn: () => getGpaDependents(memberId),
    enabled: memberId !== '',
    select: (answer): DependentRow[] | null => (answer.error || answer.data.length === 0 ? null : answer.data),
  });
}
