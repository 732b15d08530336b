import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { confirmAndDeleteReport } from '../../ui/delete-report';

export const deleteMiscReceipt = (id: number) => api.delete(`misc/report/${id}`, doneAnswer);

/** Asks, deletes, says so, then every misc list on screen reloads. */
export function useDeleteMiscReceipt(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (id) =>
      confirmAndDeleteReport(
        () => deleteMiscReceipt(id),
        () => queryClient.invalidateQueries({ queryKey: ['misc'] }),
      ),
    [queryClient],
  );
}
