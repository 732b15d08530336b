import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../api/client';
import { notice } from './dialogs';
import { askReason } from './reason-dialog';

/** The trust's words for removing a member or a dependent (docs/product.md). */
export interface RemovalTexts {
  confirmTitle: string;
  confirmText: string;
  confirmLabel: string;
  cancelLabel: string;
  removedTitle: string;
  removed: string;
  cancelledTitle: string;
  cancelled: string;
  failedTitle: string;
}

export interface Removal<Subject> {
  texts: RemovalTexts;
  /** Who is removed, as the confirmation names them: 'Member: Ravi Kumar (ID 1234)'. */
  describe: (subject: Subject) => string;
  /** Removes with the reason given: the server archives whoever has money records, and keeps the reason. */
  remove: (subject: Subject, reason: string) => Promise<unknown>;
  /** The lists that show what was removed: fetched again whether the removal worked or not. */
  refresh: readonly QueryKey[];
}

/**
 * Removing a member or a dependent: confirm, naming who, with the reason required; remove; say how it went. A search on screen
 * re-runs after a failure too, so it never shows a row the server no longer holds. Pass a `removal`
 * that does not change between renders (a module constant).
 */
export function useConfirmedRemoval<Subject>(removal: Removal<Subject>): (subject: Subject) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (subject) => {
      const { texts: t, describe, remove, refresh } = removal;
      const reason = await askReason({
        title: t.confirmTitle,
        text: t.confirmText,
        subject: describe(subject),
        confirmLabel: t.confirmLabel,
        cancelLabel: t.cancelLabel,
      });
      if (reason === null) {
        await notice(t.cancelledTitle, t.cancelled);
        return;
      }
      let failure: string | null = null;
      try {
        await remove(subject, reason);
      } catch (error) {
        failure = errorMessage(error);
      }
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      if (failure === null) await notice(t.removedTitle, t.removed, 'success');
      else await notice(t.failedTitle, failure, 'error');
    },
    [queryClient, removal],
  );
}
