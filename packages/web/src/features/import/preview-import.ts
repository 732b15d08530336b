import { useMutation } from '@tanstack/react-query';
import { type ImportKind, type ImportRow, importPreview } from '@trust/contract/import';
import { api } from '../../api/client';

export const previewImport = (kind: ImportKind, rows: ImportRow[]) =>
  api.post(`import/${kind}/preview`, { rows }, importPreview);

/** Checks a file's rows on the server, which knows what is already stored; nothing is written. */
export function usePreviewImport(kind: ImportKind) {
  return useMutation({ mutationFn: (rows: ImportRow[]) => previewImport(kind, rows) });
}
