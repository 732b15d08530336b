import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api } from '../../api/client';
import type { VoidableRecord } from '../../ui/member-records';
import { confirmAndVoid } from '../../ui/void-receipt';

export const voidDependentGpaRecord = (id: number, reason: string) =>
  api.delete(`gpa-dependent/${id}`, doneAnswer, { reason });

/** Asks why, voids, says so, then every dependents' GPAIS list on screen reloads. */
export function useVoidDependentGpaRecord(): (record: VoidableRecord) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (record) =>
      confirmAndVoid(
        record.receipt_no,
        (reason) => voidDependentGpaRecord(record.id, reason),
        () => queryClient.invalidateQueries({ queryKey: ['gpa-dependent'] }),
      ),
    [queryClient],
  );
}
