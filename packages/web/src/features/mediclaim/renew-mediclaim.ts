import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiptAnswer } from '@trust/contract/answers';
import type { MediclaimRenewalInput } from '@trust/contract/mediclaim';
import { api } from '../../api/client';

export const renewMediclaim = (memberId: string, input: MediclaimRenewalInput) =>
  api.post<ReceiptAnswer>(`mediclaim/activate/${encodeURIComponent(memberId)}`, input);

export function useRenewMediclaim(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MediclaimRenewalInput) => renewMediclaim(memberId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mediclaim'] }),
  });
}
