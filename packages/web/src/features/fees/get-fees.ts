import { useQuery } from '@tanstack/react-query';
import type { FeeRow } from '@trust/contract/fee';
import { api } from '../../api/client';

export function getFees(): Promise<{ data: FeeRow[] }> {
  return api.get<{ data: FeeRow[] }>('master/subscription/allAmount');
}

/** Every family group's mediclaim fee and the subscription amount, as Update Amount edits them. */
export function useFees() {
  return useQuery({
    queryKey: ['fees', 'all'],
    queryFn: getFees,
    select: (answer) => answer.data,
  });
}
