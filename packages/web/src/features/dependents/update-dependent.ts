import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import type { UpdateDependentInput } from '@trust/contract/dependent';
import { api } from '../../api/client';

/** A dependent stays with its member: only its own fields travel. */
export function updateDependent(no: string, input: UpdateDependentInput) {
  const { id: _member, ...fields } = input;
  return api.put(`dependent/${encodeURIComponent(no)}`, fields, doneAnswer);
}

export function useUpdateDependent(no: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDependentInput) => updateDependent(no, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dependents'] }),
  });
}
