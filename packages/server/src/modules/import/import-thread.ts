import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ImportKind } from '@trust/contract/import';
import { badRequest, HttpError } from '../../errors';
import type { PackedBody } from './import-request';
import type { ParsedImportRow } from './import-rows';
import type { ImportWorkerData, ImportWorkerMessage } from './import-worker';

/**
 * Reading an import request off the request path: a 35 MB register of 50,000 members took the
 * server's one thread for 3.4 s (parsing the JSON, then each row by the form's rules), and every
 * lookup meanwhile waited. A worker thread does that work; this thread takes its rows a batch at a
 * time, handling other requests between two batches.
 */

/**
 * The worker: the file the build puts beside the server's bundle (scripts/start.mjs), or, where the
 * server runs from its TypeScript sources (tests, tools), the source loaded through tsx in the thread.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./import-worker.mjs', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = JSON.stringify(new URL('./import-worker.ts', import.meta.url).href);
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${source}, ${source}))`;
  return new Worker(load, { ...options, eval: true });
}

/** Workers at once; more requests wait their turn, so a burst of uploads cannot take all the memory. */
const MAX_WORKERS = 2;
/**
 * A worker's heap. The body is outside it (its deflated blocks, and the one or two inflated), and the worker holds only the
 * rows' places and one batch; a small heap is collected often, so the garbage of parsing each row does not pile up
 * in the server's resident memory.
 */
const WORKER_HEAP_MB = 48;
const WORKER_YOUNG_HEAP_MB = 8;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * The body's deflated blocks, each handed to the worker without a copy when no other buffer shares
 * its memory: this thread then holds none of the body.
 */
function workerData(body: PackedBody, kind: ImportKind, today: string) {
  const data: ImportWorkerData = { body, kind, today };
  const owned = body.packed.filter((block) => block.byteOffset === 0 && block.byteLength === block.buffer.byteLength);
  return { workerData: data, transferList: [...new Set(owned.map((block) => block.buffer as ArrayBuffer))] };
}

/**
 * The rows of an import request, read and checked by the forms' rules in a worker thread, a batch at
 * a time in the file's order. A body that cannot be read is a 400 in the error shape.
 */
export async function* parsedImportRows(
  body: PackedBody,
  kind: ImportKind,
  today: string,
): AsyncGenerator<ParsedImportRow[]> {
  const done = await turn();
  const worker = startWorker({
    ...workerData(body, kind, today),
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_HEAP_MB },
  });
  let pending: { resolve: (m: ImportWorkerMessage) => void; reject: (e: unknown) => void } | null = null;
  let failure: unknown = null;
  let early: ImportWorkerMessage | null = null;
  worker.on('message', (message: ImportWorkerMessage) => {
    if (pending) pending.resolve(message);
    else early = message;
    pending = null;
  });
  const fail = (error: unknown) => {
    failure = error;
    pending?.reject(error);
    pending = null;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The import worker stopped (exit code ${code})`)));
  const receive = () =>
    new Promise<ImportWorkerMessage>((resolve, reject) => {
      if (early) {
        resolve(early);
        early = null;
      } else if (failure) reject(failure);
      else pending = { resolve, reject };
    });
  try {
    worker.postMessage('next');
    for (;;) {
      // The first message may be a refusal, sent before any rows are asked for.
      const message = await receive().catch(workerFailure);
      if (message.type === 'refused') throw badRequest(message.message, message.issues);
      // The worker makes the next batch while this one is checked against the database.
      if (!message.isLast) worker.postMessage('next');
      if (message.rows.length > 0) yield message.rows;
      if (message.isLast) return;
    }
  } finally {
    await worker.terminate();
    done();
  }
}

/** A worker that ran out of memory read a file too large to check at once; anything else is the server's fault. */
function workerFailure(error: unknown): never {
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
    throw new HttpError(413, 'The file is too large to check at once; split it and import each part');
  }
  throw error;
}
