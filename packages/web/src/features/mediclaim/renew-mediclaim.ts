import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediclaimRenewalInput } from '@trust/contract/mediclaim';
import type { RenewalAnswer } from '@trust/contract/renewal';
import { api } from '../../api/client';

export const renewMediclaim = (memberId: string, input: MediclaimRenewalInput) =>
  api.post<RenewalAnswer>(`mediclaim/activate/${encodeURIComponent(memberId)}`, input);

export function useRenewMediclaim(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MediclaimRenewalInput) => renewMediclaim(memberId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mediclaim'] }),
  });
}
