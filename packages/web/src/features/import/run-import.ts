import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportKind, type ImportRow, importResult } from '@trust/contract/import';
import { api } from '../../api/client';

export const runImport = (kind: ImportKind, rows: ImportRow[]) => api.post(`import/${kind}`, { rows }, importResult);

/** Every list may now hold imported records, so all cached answers are stale. */
export function useRunImport(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: ImportRow[]) => runImport(kind, rows),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
