import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api, errorMessage } from '../../api/client';
import { confirm, notice } from '../../ui/dialogs';

export const deleteMemberTexts = {
  confirmTitle: 'Are you sure?',
  confirmText: 'This process is irreversible and will also delete all Dependents of this Member',
  confirmLabel: 'Yes, go ahead.',
  cancelLabel: 'No, let me think',
  removedTitle: 'Removed!',
  removed: 'Member removed successfully.',
  cancelledTitle: 'Cancelled',
  cancelled: 'Member is still in our database.)',
  failedTitle: 'Failed',
} as const;

export const deleteMember = (id: string) => api.delete(`master/${encodeURIComponent(id)}`, doneAnswer);

/**
 * Deleting a member as the old screens word it: confirm, delete, say how it went; then every member and
 * dependent list on screen is fetched again (a search re-runs), whether the delete worked or not.
 */
export function useDeleteMember(): (id: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id) => {
      const t = deleteMemberTexts;
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
        await deleteMember(id);
      } catch (error) {
        failure = errorMessage(error);
      }
      void queryClient.invalidateQueries({ queryKey: ['members'] });
      void queryClient.invalidateQueries({ queryKey: ['dependents'] });
      if (failure === null) await notice(t.removedTitle, t.removed, 'success');
      else await notice(t.failedTitle, failure, 'error');
    },
    [queryClient],
  );
}
