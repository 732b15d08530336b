import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDependentInput } from '@trust/contract/dependent';
import { api } from '../../api/client';

export const createDependent = (input: CreateDependentInput) => api.post<{ id: number }>('dependent', input);

export function useCreateDependent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDependent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dependents'] }),
  });
}
