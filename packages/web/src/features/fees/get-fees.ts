import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { feeRow } from '@trust/contract/fee';
import { api } from '../../api/client';

const feesAnswer = listAnswer(feeRow);

export function getFees() {
  return api.get('master/subscription/allAmount', feesAnswer);
}

/** Every family group's mediclaim fee and the subscription amount, as Update Amount edits them. */
export function useFees() {
  return useQuery({
    queryKey: ['fees', 'all'],
    queryFn: getFees,
    select: (answer) => answer.data,
  });
}
