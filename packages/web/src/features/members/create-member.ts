import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput } from '@trust/contract/member';
import { api } from '../../api/client';

export const createMember = (input: CreateMemberInput) => api.post<{ id: string }>('master', input);

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}
