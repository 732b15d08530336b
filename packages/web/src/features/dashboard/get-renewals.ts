import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageAnswer } from '@trust/contract/answers';
import { type RenewalState, renewalRow } from '@trust/contract/dashboard';
import type { SubscriptionKind } from '@trust/contract/reminder';
import { api } from '../../api/client';

export interface RenewalsQuery {
  kind: SubscriptionKind;
  state: RenewalState;
  limit: number;
  offset: number;
}

const renewalsAnswer = pageAnswer(renewalRow);

export function getRenewals({ kind, state, limit, offset }: RenewalsQuery) {
  const params = new URLSearchParams({ kind, state, limit: String(limit), offset: String(offset) });
  return api.get(`renewals?${params}`, renewalsAnswer);
}

/** One page of a renewal list; the previous page stays on screen while the next one loads. */
export function useRenewals(query: RenewalsQuery) {
  return useQuery({
    queryKey: ['renewals', query],
    queryFn: () => getRenewals(query),
    placeholderData: keepPreviousData,
  });
}
