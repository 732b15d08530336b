import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RenewalRow, RenewalState } from '@trust/contract/dashboard';
import type { SubscriptionKind } from '@trust/contract/reminder';
import { api } from '../../api/client';

export interface RenewalsQuery {
  kind: SubscriptionKind;
  state: RenewalState;
  limit: number;
  offset: number;
}

export function getRenewals({ kind, state, limit, offset }: RenewalsQuery) {
  const params = new URLSearchParams({ kind, state, limit: String(limit), offset: String(offset) });
  return api.get<{ data: RenewalRow[]; total: number }>(`renewals?${params}`);
}

/** One page of a renewal list; the previous page stays on screen while the next one loads. */
export function useRenewals(query: RenewalsQuery) {
  return useQuery({
    queryKey: ['renewals', query],
    queryFn: () => getRenewals(query),
    placeholderData: keepPreviousData,
  });
}
