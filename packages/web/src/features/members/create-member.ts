import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateMemberInput, createMemberAnswer } from '@trust/contract/member';
import { api } from '../../api/client';

export const createMember = (input: CreateMemberInput) => api.post('master', input, createMemberAnswer);

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
