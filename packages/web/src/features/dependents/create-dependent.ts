import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateDependentInput, createDependentAnswer } from '@trust/contract/dependent';
import { api } from '../../api/client';

export const createDependent = (input: CreateDependentInput) => api.post('dependent', input, createDependentAnswer);

export function useCreateDependent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDependent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dependents'] }),
  });
}
