import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import {
  type PasswordCheckInput,
  recoveryCodesAnswer,
  type SignInRules,
  signInRules,
  type TwoStepConfirmInput,
  twoStepEnrolment,
  twoStepStatus,
} from '@trust/contract/two-step';
import { api } from '../../api/client';

/** The signed-in account's own two-step sign-in: on or off, recovery codes left, required or not. */
export function useTwoStepStatus() {
  return useQuery({ queryKey: ['two-step'], queryFn: () => api.get('two-step', twoStepStatus) });
}

function useTwoStepChange<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: ['two-step'] }) });
}

/** The secret and its QR code for the app: shown in this answer only. */
export const useStartTwoStep = () =>
  useTwoStepChange((input: PasswordCheckInput) => api.post('two-step/start', input, twoStepEnrolment));

/** A first code from the app turns it on; the answer holds the ten recovery codes, shown once. */
export const useConfirmTwoStep = () =>
  useTwoStepChange((input: TwoStepConfirmInput) => api.post('two-step/confirm', input, recoveryCodesAnswer));

export const useNewRecoveryCodes = () =>
  useTwoStepChange((input: PasswordCheckInput) => api.post('two-step/recovery-codes', input, recoveryCodesAnswer));

export const useTurnOffTwoStep = () =>
  useTwoStepChange((input: PasswordCheckInput) => api.post('two-step/off', input, doneAnswer));

/** The trust's sign-in rules (an admin's): whether admins must use two-step sign-in. */
export function useSignInRules() {
  return useQuery({ queryKey: ['sign-in-rules'], queryFn: () => api.get('sign-in-rules', signInRules) });
}

export function useSaveSignInRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: SignInRules) => api.put('sign-in-rules', rules, doneAnswer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sign-in-rules'] }),
  });
}
