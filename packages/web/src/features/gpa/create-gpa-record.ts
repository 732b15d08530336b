import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GpaInput } from '@trust/contract/gpa';
import { api } from '../../api/client';

export interface CreatedRecord {
  id: number;
  receipt_no: string;
}

export const createGpaRecord = (input: GpaInput) => api.post<CreatedRecord>('gpa', input);

export function useCreateGpaRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGpaRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gpa'] }),
  });
}
