import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { subscriptionMessages } from '@trust/contract/subscription';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { confirmAndReset } from '../../ui/confirm-reset';
import { refreshMembership } from './renew-membership';

export const resetMembership = (memberId: string, reason: string) =>
  api.delete(`subscription/deactivate/${encodeURIComponent(memberId)}`, doneAnswer, { reason });

/** Reset on Check subscription status: confirm, deactivate, say how it went, search again. */
export function useResetMembership(): (memberId: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (memberId) =>
      confirmAndReset(
        {
          confirmText: subscriptionMessages.resetConfirm,
          reset: subscriptionMessages.reset,
          resetFailed: subscriptionMessages.resetFailed,
          resetCancelled: subscriptionMessages.resetCancelled,
        },
        (reason) => resetMembership(memberId, reason),
        () => refreshMembership(queryClient),
      ),
    [queryClient],
  );
}
