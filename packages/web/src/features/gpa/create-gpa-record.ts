import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptAnswer } from '@trust/contract/answers';
import type { GpaInput } from '@trust/contract/gpa';
import { api } from '../../api/client';

export const createGpaRecord = (input: GpaInput) => api.post('gpa', input, receiptAnswer);

export function useCreateGpaRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGpaRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gpa'] }),
  });
}
