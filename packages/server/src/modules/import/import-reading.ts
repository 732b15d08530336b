import type { ImportKind } from '@trust/contract/import';
import { badRequest } from '../../errors';
import { nextTurn, type PackedBody } from './import-request';
import { type ParsedImportRow, parseImportRows, ROWS_PER_TURN, readImportRequest } from './import-rows';

/**
 * Reading an import request on the server's own thread, between its other requests: a register of
 * 50,000 members takes seconds of reading and checking, done a block of the body or a few rows at a
 * time, so a lookup meanwhile waits for one such slice, not for the file. Not in a worker thread: a
 * worker's own V8 heap and copy of the code cost the server more resident memory than the whole
 * register kept deflated.
 */

/**
 * Rows handed to the database checks and writes at a time. Each batch is a few statements; 100 a
 * batch made the import slower on PostgreSQL than 250, and a batch is let go when written.
 */
export const IMPORT_BATCH = 250;

/** Imports read at once; more wait their turn, so a burst of uploads cannot take all the memory. */
const AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * The rows of an import request, read and checked by the forms' rules, a batch at a time in the
 * file's order. A body that cannot be read is a 400 in the error shape, before any batch.
 */
export async function* parsedImportRows(
  body: PackedBody,
  kind: ImportKind,
  today: string,
): AsyncGenerator<ParsedImportRow[]> {
  const done = await turn();
  try {
    const request = await readImportRequest(body);
    if (!('rowsAt' in request)) throw badRequest(request.message, request.issues);
    for (let first = 0; first < request.count; first += IMPORT_BATCH) {
      const end = Math.min(first + IMPORT_BATCH, request.count);
      const batch: ParsedImportRow[] = [];
      for (let at = first; at < end; at += ROWS_PER_TURN) {
        await nextTurn();
        batch.push(...parseImportRows(request, kind, today, at, Math.min(at + ROWS_PER_TURN, end)));
      }
      yield batch;
    }
  } finally {
    done();
  }
}
