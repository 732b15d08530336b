import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api } from '../../api/client';
import type { VoidableRecord } from '../../ui/member-records';
import { confirmAndVoid } from '../../ui/void-receipt';

export const voidGpaRecord = (id: number, reason: string) => api.delete(`gpa/${id}`, doneAnswer, { reason });

/** Asks why, voids, says so, then every members' GPAIS list on screen reloads. */
export function useVoidGpaRecord(): (record: VoidableRecord) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (record) =>
      confirmAndVoid(
        record.receipt_no,
        (reason) => voidGpaRecord(record.id, reason),
        () => queryClient.invalidateQueries({ queryKey: ['gpa'] }),
      ),
    [queryClient],
  );
}
