import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api, errorMessage } from '../../api/client';
import { confirm, notice } from '../../ui/dialogs';

export const deleteDependentTexts = {
  confirmTitle: 'Are you sure?',
  confirmText: 'This process is irreversible.',
  confirmLabel: 'Yes, go ahead.',
  cancelLabel: 'No, let me think',
  removedTitle: 'Removed!',
  removed: 'Dependent removed successfully.',
  cancelledTitle: 'Cancelled',
  cancelled: 'Dependent is still in our database.)',
  failedTitle: 'Failed',
} as const;

export const deleteDependent = (no: number | string) =>
  api.delete(`dependent/${encodeURIComponent(String(no))}`, doneAnswer);

/**
 * Deleting a dependent as the old screens word it: confirm, delete, say how it went; every dependent list
 * and count on screen is fetched again (a search re-runs), whether the delete worked or not.
 */
export function useDeleteDependent(): (no: number | string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (no) => {
      const t = deleteDependentTexts;
      const isSure = await confirm({
        title: t.confirmTitle,
        text: t.confirmText,
        confirmLabel: t.confirmLabel,
        cancelLabel: t.cancelLabel,
      });
      if (!isSure) {
        await notice(t.cancelledTitle, t.cancelled);
        return;
      }
      let failure: string | null = null;
      try {
        await deleteDependent(no);
      } catch (error) {
        failure = errorMessage(error);
      }
      void queryClient.invalidateQueries({ queryKey: ['dependents'] });
      if (failure === null) await notice(t.removedTitle, t.removed, 'success');
      else await notice(t.failedTitle, failure, 'error');
    },
    [queryClient],
  );
}
