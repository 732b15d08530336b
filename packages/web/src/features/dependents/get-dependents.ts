import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { dependentRow } from '@trust/contract/dependent';
import { api } from '../../api/client';

const dependentsAnswer = listAnswer(dependentRow);

export function getDependents(limit: number, offset: number) {
  return api.get(`dependent?limit=${limit}&offset=${offset}`, dependentsAnswer);
}

/** One page of the dependent list; the previous page stays on screen while the next one loads. */
export function useDependents(limit: number, offset: number) {
  return useQuery({
    queryKey: ['dependents', 'page', { limit, offset }],
    queryFn: () => getDependents(limit, offset),
    placeholderData: keepPreviousData,
  });
}
