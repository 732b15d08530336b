import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAmountsInput } from '@trust/contract/fee';
import { api } from '../../api/client';

export const updateAmounts = (input: UpdateAmountsInput) =>
  api.put<{ error: boolean }>('master/subscription/allAmount', input);

/** Saving the fees; every screen that prefilled a price from them reads the new ones afterwards. */
export function useUpdateAmounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAmounts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['fees'] }),
  });
}
