import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptAnswer } from '@trust/contract/answers';
import type { MediclaimRenewalInput } from '@trust/contract/mediclaim';
import { api } from '../../api/client';

export const renewMediclaim = (memberId: string, input: MediclaimRenewalInput) =>
  api.post(`mediclaim/activate/${encodeURIComponent(memberId)}`, input, receiptAnswer);

export function useRenewMediclaim(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MediclaimRenewalInput) => renewMediclaim(memberId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mediclaim'] }),
  });
}
