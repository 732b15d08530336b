import { useQueryClient } from '@tanstack/react-query';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api } from '../../api/client';
import type { VoidableRecord } from '../../ui/member-records';
import { confirmAndVoid } from '../../ui/void-receipt';

export const voidMiscReceipt = (id: number, reason: string) => api.delete(`misc/report/${id}`, doneAnswer, { reason });

/** Asks why, voids, says so, then every misc list on screen reloads. */
export function useVoidMiscReceipt(): (record: VoidableRecord) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (record) =>
      confirmAndVoid(
        record.receipt_no,
        (reason) => voidMiscReceipt(record.id, reason),
        () => queryClient.invalidateQueries({ queryKey: ['misc'] }),
      ),
    [queryClient],
  );
}
