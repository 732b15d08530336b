import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { subscriptionAmountRow } from '@trust/contract/fee';
import { api } from '../../api/client';

const amountAnswer = listAnswer(subscriptionAmountRow);

export function getSubscriptionAmount() {
  return api.get('master/subscription/amount', amountAnswer);
}

/** The membership subscription amount the renew form starts with. */
export function useSubscriptionAmount() {
  return useQuery({
    queryKey: ['fees', 'subscription'],
    queryFn: getSubscriptionAmount,
    select: (answer): number | null => answer.data[0]?.AMOUNT ?? null,
  });
}
