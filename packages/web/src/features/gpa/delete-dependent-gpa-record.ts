import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { confirmAndDeleteReport } from '../../ui/delete-report';

export const deleteDependentGpaRecord = (id: number) => api.delete(`gpa-dependent/${id}`, doneAnswer);

/** Asks, deletes, says so, then every dependents' GPAIS list on screen reloads. */
export function useDeleteDependentGpaRecord(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (id) =>
      confirmAndDeleteReport(
        () => deleteDependentGpaRecord(id),
        () => queryClient.invalidateQueries({ queryKey: ['gpa-dependent'] }),
      ),
    [queryClient],
  );
}
