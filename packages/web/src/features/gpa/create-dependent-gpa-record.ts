import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GpaDependentInput } from '@trust/contract/gpa';
import { api } from '../../api/client';
import type { CreatedRecord } from './create-gpa-record';

export const createDependentGpaRecord = (input: GpaDependentInput) => api.post<CreatedRecord>('gpa-dependent', input);

export function useCreateDependentGpaRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDependentGpaRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gpa-dependent'] }),
  });
}
