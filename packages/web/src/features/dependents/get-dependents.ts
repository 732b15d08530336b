import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

export interface DependentsPage {
  data: DependentRow[];
  total: number;
}

export function getDependents(limit: number, offset: number): Promise<DependentsPage> {
  return api.get<DependentsPage>(`dependent?limit=${limit}&offset=${offset}`);
}

/** One page of the dependent list; the previous page stays on screen while the next one loads. */
export function useDependents(limit: number, offset: number) {
  return useQuery({
    queryKey: ['dependents', 'page', { limit, offset }],
    queryFn: () => getDependents(limit, offset),
    placeholderData: keepPreviousData,
  });
}
