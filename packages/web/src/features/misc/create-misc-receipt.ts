import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptAnswer } from '@trust/contract/answers';
import type { MiscReceiptInput } from '@trust/contract/misc';
import { api } from '../../api/client';

export const createMiscReceipt = (input: MiscReceiptInput) => api.post('misc/report', input, receiptAnswer);

export function useCreateMiscReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMiscReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['misc'] }),
  });
}
