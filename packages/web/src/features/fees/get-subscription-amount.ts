import { useQuery } from '@tanstack/react-query';
import type { SubscriptionAmountRow } from '@trust/contract/fee';
import { api } from '../../api/client';

export function getSubscriptionAmount(): Promise<{ data: SubscriptionAmountRow[] }> {
  return api.get<{ data: SubscriptionAmountRow[] }>('master/subscription/amount');
}

/** The membership subscription amount the renew form starts with. */
export function useSubscriptionAmount() {
  return useQuery({
    queryKey: ['fees', 'subscription'],
    queryFn: getSubscriptionAmount,
    select: (answer): number | null => answer.data[0]?.AMOUNT ?? null,
  });
}
