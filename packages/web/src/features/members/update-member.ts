import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import type { UpdateMemberInput } from '@trust/contract/member';
import { api } from '../../api/client';

/** The ID number is the key and never changes: it travels in the path only. */
export function updateMember(id: string, input: UpdateMemberInput) {
  const { id_number: _key, ...fields } = input;
  return api.put(`master/${encodeURIComponent(id)}`, fields, doneAnswer);
}

export function useUpdateMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberInput) => updateMember(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
