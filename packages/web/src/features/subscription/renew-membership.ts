import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptAnswer } from '@trust/contract/answers';
import type { MembershipRenewalInput } from '@trust/contract/subscription';
import { api } from '../../api/client';

export const renewMembership = (memberId: string, input: MembershipRenewalInput) =>
  api.post(`subscription/activate/${encodeURIComponent(memberId)}`, input, receiptAnswer);

/** The membership status shows on its own screens and decides the mediclaim renew screen (master/group). */
export function refreshMembership(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['subscription'] }),
    queryClient.invalidateQueries({ queryKey: ['fees', 'group'] }),
  ]);
}

export function useRenewMembership(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MembershipRenewalInput) => renewMembership(memberId, input),
    onSuccess: () => refreshMembership(queryClient),
  });
}
