import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importMessages } from '@trust/contract/import';
import {
  BULK_COLUMNS,
  BULK_MAX_LINES,
  type BulkKind,
  type BulkLineInput,
  bulkBatchAnswer,
  bulkMessages,
  bulkPreviewAnswer,
} from '@trust/contract/season';
import { api } from '../../api/client';
import { readSheet, type Sheet } from '../../files/read-sheet';
import { saveCsv } from '../../ui/save-csv';

export interface BulkRequest {
  kind: BulkKind;
  issue_date: string;
  lines: BulkLineInput[];
}

/** A payroll list read with the import's parsers and file messages; only the size limit is the batch's own. */
export function readPayrollList(file: File): Promise<Sheet> {
  return readSheet(file, {
    columns: BULK_COLUMNS,
    maxRows: BULK_MAX_LINES,
    messages: { ...importMessages, tooManyRows: bulkMessages.tooManyLines },
  });
}

/** The file's rows as the lines the server checks, numbered as the spreadsheet numbers them. */
export function linesOf(sheet: Sheet): BulkLineInput[] {
  return sheet.rows.map((r) => ({
    line: r.row,
    member: r.values.member ?? '',
    amount: r.values.amount ?? '',
    mode_of_payment: r.values.mode_of_payment ?? '',
    reference_number: r.values.reference_number ?? '',
    book_fee: r.values.book_fee ?? '',
    group: r.values.group ?? '',
  }));
}

/** A CSV of the template's heading row, for the payroll office to fill. */
export function downloadBulkTemplate(kind: BulkKind) {
  saveCsv(BULK_COLUMNS, [], { filename: `bulk-${kind.toLowerCase()}-template.csv` });
}

export const previewBulk = (request: BulkRequest) => api.post('renewals/bulk/preview', request, bulkPreviewAnswer);

export const renewBulk = (request: BulkRequest) => api.post('renewals/bulk', request, bulkBatchAnswer);

export const getBatch = (id: number) => api.get(`renewals/bulk/${id}`, bulkBatchAnswer);

export const downloadBatchCsv = (id: number) =>
  api.download(`renewals/bulk/${id}?format=csv`, `bulk-renewal-${id}.csv`);

/** Checks every line on the server, which knows the register and the fees; nothing is written. */
export function usePreviewBulk() {
  return useMutation({ mutationFn: previewBulk });
}

/** Every list and status may now show the renewed members, so all cached answers are stale. */
export function useRenewBulk() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renewBulk, onSuccess: () => queryClient.invalidateQueries() });
}

export function useBatch(id: number) {
  return useQuery({ queryKey: ['bulk-batch', id], queryFn: () => getBatch(id), enabled: id > 0 });
}
