import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptAnswer } from '@trust/contract/answers';
import type { GpaDependentInput } from '@trust/contract/gpa';
import { api } from '../../api/client';

export const createDependentGpaRecord = (input: GpaDependentInput) => api.post('gpa-dependent', input, receiptAnswer);

export function useCreateDependentGpaRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDependentGpaRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gpa-dependent'] }),
  });
}
