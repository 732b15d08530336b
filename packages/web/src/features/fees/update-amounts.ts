import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import type { UpdateAmountsInput } from '@trust/contract/fee';
import { api } from '../../api/client';

export const updateAmounts = (input: UpdateAmountsInput) => api.put('master/subscription/allAmount', input, doneAnswer);

/** Saving the fees; every screen that prefilled a price from them reads the new ones afterwards. */
export function useUpdateAmounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAmounts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fees'] }),
  });
}
