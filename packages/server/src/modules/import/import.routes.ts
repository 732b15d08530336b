import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
import { IMPORT_KINDS, importPreview, importRequest, importResult } from '@trust/contract/import';
import { errorCodes, type FastifyReply, type FastifyRequest, type FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { previewImport, runImport } from './import.service';
import { isPackedBody, type PackedBody } from './import-request';

const kindParams = z.object({
  kind: z.enum(IMPORT_KINDS, { error: `Choose one of ${IMPORT_KINDS.join(', ')}` }),
});

/**
 * A register of 50,000 members is about 35 MB of JSON, far over the app's 1 MB for forms; only
 * these two routes take that much.
 */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * The body stays bytes, deflated, until the import reads it a row at a time (import-reading.ts), where it is
 * checked with the same schema, `importRequest`, that documents it here; parameters as everywhere.
 */
const bodyInWorker: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (body: unknown) => ({ value: body }) : validatorCompiler(route);

/** Bytes of the body deflated together: each block is inflated alone when the import reads it. */
const BLOCK_BYTES = 1024 * 1024;

const deflateBlock = promisify(deflateRaw);

/** Deflated fast: a register of 50,000 members, 51 MB, is 7 MB at level 1 and hardly smaller at 6. */
const DEFLATE_LEVEL = 1;

/** The request's body, kept deflated, whatever parser took it. */
async function packedBody(body: unknown): Promise<PackedBody> {
  if (isPackedBody(body)) return body;
  const bytes = Buffer.isBuffer(body)
    ? body
    : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? null));
  return { packed: [await deflateBlock(bytes, { level: DEFLATE_LEVEL })], sizes: [bytes.length] };
}

/**
 * The body's bytes deflated a megabyte at a time as they arrive (zlib's work runs off this thread),
 * the request paused while a block is deflated: kept raw, a register of 50,000 members held 51 MB
 * of the server's memory until its import ended; deflated, 7 MB. The import inflates one block at a
 * time as it reads the rows (import-request.ts).
 */
function readBody(payload: Readable, declared: number, limit: number): Promise<PackedBody> {
  return new Promise((resolve, reject) => {
    if (declared > limit) {
      reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    const isDeclared = Number.isSafeInteger(declared) && declared >= 0;
    const packed: Buffer[] = [];
    const sizes: number[] = [];
    let block: Buffer[] = [];
    let blockLength = 0;
    let length = 0;
    let isStopped = false;
    const stop = (error: Error) => {
      isStopped = true;
      payload.removeAllListeners('data');
      payload.resume();
      reject(error);
    };
    /** Deflates the block read so far, after those before it; its end may come before they are done. */
    let packing = Promise.resolve();
    const pack = () => {
      const bytes = Buffer.concat(block, blockLength);
      block = [];
      blockLength = 0;
      packing = packing.then(async () => {
        packed.push(await deflateBlock(bytes, { level: DEFLATE_LEVEL }));
        sizes.push(bytes.length);
      });
      return packing;
    };
    payload.on('data', (chunk: Buffer) => {
      if (length + chunk.length > limit) return stop(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      if (isDeclared && length + chunk.length > declared)
        return stop(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      block.push(chunk);
      blockLength += chunk.length;
      length += chunk.length;
      if (blockLength < BLOCK_BYTES) return;
      // No more data comes until the block is deflated, so no more than a block waits raw.
      payload.pause();
      pack().then(() => {
        if (!isStopped) payload.resume();
      }, stop);
    });
    payload.on('error', (error) => stop(error));
    payload.on('end', () => {
      if (isStopped) return;
      if (isDeclared && length !== declared) return stop(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      (blockLength > 0 || length === 0 ? pack() : packing).then(() => resolve({ packed, sizes }), stop);
    });
  });
}

/** Importing the old system's records: members, dependents and past payments, from rows of a file. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // JSON is read a row at a time, not parsed whole on arrival: these routes take it as bytes.
  app.removeContentTypeParser('application/json');
  app.setValidatorCompiler(bodyInWorker);
  app.addContentTypeParser(
    'application/json',
    { bodyLimit: IMPORT_BODY_LIMIT },
    (req: FastifyRequest, payload: IncomingMessage) =>
      readBody(payload, Number(req.headers['content-length'] ?? Number.NaN), IMPORT_BODY_LIMIT),
  );

  app.post(
    '/import/:kind/preview',
    {
      config: { role: 'STAFF' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: "Check a file's rows (members, dependents or payments) without writing anything",
        params: kindParams,
        body: importRequest,
        response: { 200: importPreview },
      },
    },
    async (req, reply) => {
      const document = await previewImport(ctx, req.params.kind, await packedBody(req.body));
      // Written as it is made, so it passes the serializer by; `importPreview` documents it.
      reply.type('application/json; charset=utf-8');
      return (reply as unknown as { send(body: Readable): FastifyReply }).send(Readable.from(document));
    },
  );

  app.post(
    '/import/:kind',
    {
      config: { role: 'STAFF' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import rows in one transaction: all are added, or none when a row has a problem',
        params: kindParams,
        body: importRequest,
        response: { 200: importResult },
      },
    },
    async (req) => runImport(ctx, req.params.kind, await packedBody(req.body), req.signedIn()),
  );
};
