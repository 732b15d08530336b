import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { mediclaimMessages } from '@trust/contract/mediclaim';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { confirmAndReset } from '../../ui/confirm-reset';

export const resetMediclaim = (memberId: string, reason: string) =>
  api.delete(`mediclaim/deactivate/${encodeURIComponent(memberId)}`, doneAnswer, { reason });

/** RESET on Check Mediclaim Subscription: confirm, deactivate, say how it went, search again. */
export function useResetMediclaim(): (memberId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (memberId) =>
      confirmAndReset(
        {
          confirmText: mediclaimMessages.resetConfirm,
          reset: mediclaimMessages.reset,
          resetFailed: mediclaimMessages.resetFailed,
          resetCancelled: mediclaimMessages.resetCancelled,
        },
        (reason) => resetMediclaim(memberId, reason),
        () => queryClient.invalidateQueries({ queryKey: ['mediclaim'] }),
      ),
    [queryClient],
  );
}
