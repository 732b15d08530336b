import { parentPort, workerData } from 'node:worker_threads';
import type { ImportKind } from '@trust/contract/import';
import type { PackedBody } from './import-request';
import { type ParsedImportRow, parseImportRows, readImportRequest } from './import-rows';

/**
 * The worker thread an import request is read in (started by import-thread.ts). It reads the whole
 * body once (every row checked, only their places kept), then reads, checks and hands over the rows a
 * batch at a time, each when the request's thread asks for it: that thread never takes in more than
 * one batch between two of its other requests, and it checks one batch against the database while
 * the worker makes the next.
 */

export interface ImportWorkerData {
  /** The request's body, kept deflated a block at a time (import.routes.ts). */
  body: PackedBody;
  kind: ImportKind;
  today: string;
}

export type ImportWorkerMessage =
  | { type: 'refused'; message: string; issues?: { path: string; message: string }[] }
  | { type: 'rows'; rows: ParsedImportRow[]; isLast: boolean };

/**
 * Rows per message: about a millisecond of the request thread's time to take in. The request's
 * thread holds a batch while it checks and writes it, and what survives its young generation's
 * collections made V8 double that generation (64 MB more) near the end of a 50,000-row import with
 * 500 rows a batch. 100 kept it from growing but made the import slower on PostgreSQL (three
 * statements a batch: 81 and 138 s against 69 s); 250 halves what is held at no cost measured
 * (docs/operations.md).
 */
export const IMPORT_BATCH = 250;

const port = parentPort;
if (port) {
  const { body, kind, today } = workerData as ImportWorkerData;
  const request = readImportRequest(body);
  if (!('rowsAt' in request)) {
    port.postMessage({ type: 'refused', ...request } satisfies ImportWorkerMessage);
  } else {
    let next = 0;
    port.on('message', () => {
      const rows = parseImportRows(request, kind, today, next, next + IMPORT_BATCH);
      next += IMPORT_BATCH;
      port.postMessage({ type: 'rows', rows, isLast: next >= request.count } satisfies ImportWorkerMessage);
    });
  }
}
