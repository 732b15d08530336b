import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { type TemporaryPasswordInput, type UpdateUserInput, usersAnswer } from '@trust/contract/users';
import { api } from '../../api/client';

export const getUsers = () => api.get('users', usersAnswer);

/** Every staff account, as the Users screen lists them. */
export function useUsers() {
  return useQuery({ queryKey: ['users'], queryFn: getUsers, select: (answer) => answer.data });
}

export const updateUser = (id: number, input: UpdateUserInput) => api.put(`users/${id}`, input, doneAnswer);

/** A new role, or disabled / enabled; the list is read again after. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) => updateUser(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export const setTemporaryPassword = (id: number, input: TemporaryPasswordInput) =>
  api.post(`users/${id}/password`, input, doneAnswer);

export function useSetTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TemporaryPasswordInput }) => setTemporaryPassword(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export const resetTwoStep = (id: number) => api.delete(`users/${id}/two-step`, doneAnswer);

/** Another account's two-step sign-in turned off: a lost phone and lost recovery codes. */
export function useResetTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoStep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export const clearAadhaarLookups = (id: number) => api.delete(`users/${id}/aadhaar-lookups`, doneAnswer);

/** A locked account may look members up by Aadhaar number again today; the list is read again after. */
export function useClearAadhaarLookups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAadhaarLookups,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
