import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { confirmAndDeleteReport } from '../../ui/delete-report';

export const deleteGpaRecord = (id: number) => api.delete(`gpa/${id}`, doneAnswer);

/** Asks, deletes, says so, then every members' GPAIS list on screen reloads. */
export function useDeleteGpaRecord(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (id) =>
      confirmAndDeleteReport(
        () => deleteGpaRecord(id),
        () => queryClient.invalidateQueries({ queryKey: ['gpa'] }),
      ),
    [queryClient],
  );
}
