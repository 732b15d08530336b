import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MiscReceiptInput } from '@trust/contract/misc';
import { api } from '../../api/client';

export interface CreatedReceipt {
  id: number;
  receipt_no: string;
}

export const createMiscReceipt = (input: MiscReceiptInput) => api.post<CreatedReceipt>('misc/report', input);

export function useCreateMiscReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMiscReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['misc'] }),
  });
}
