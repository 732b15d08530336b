import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { IMPORT_KINDS, importPreview, importRequest, importResult } from '@trust/contract/import';
import { errorCodes, type FastifyReply, type FastifyRequest, type FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { previewImport, runImport } from './import.service';

const kindParams = z.object({
  kind: z.enum(IMPORT_KINDS, { error: `Choose one of ${IMPORT_KINDS.join(', ')}` }),
});

/**
 * A register of 50,000 members is about 35 MB of JSON, far over the app's 1 MB for forms; only
 * these two routes take that much.
 */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * The body stays bytes until the worker reads it (modules/import/import-thread.ts), where it is
 * checked with the same schema, `importRequest`, that documents it here; parameters as everywhere.
 */
const bodyInWorker: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (body: unknown) => ({ value: body }) : validatorCompiler(route);

/** The request's body as chunks of bytes, whatever parser took it. */
function bodyChunks(body: unknown): Buffer[] {
  if (Array.isArray(body)) return body as Buffer[];
  if (Buffer.isBuffer(body)) return [body];
  return [Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? null))];
}

/**
 * The body's bytes as the chunks they arrived in, not joined: a buffer they were copied into held
 * the body a second time, since each chunk stays allocated until the request thread's next garbage
 * collection. The chunks are then handed to the worker without a copy (import-thread.ts).
 */
function readBody(payload: Readable, declared: number, limit: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    if (declared > limit) {
      reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    const isDeclared = Number.isSafeInteger(declared) && declared >= 0;
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = (error: Error) => {
      payload.removeAllListeners('data');
      payload.resume();
      reject(error);
    };
    payload.on('data', (chunk: Buffer) => {
      if (length + chunk.length > limit) return stop(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      if (isDeclared && length + chunk.length > declared)
        return stop(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      chunks.push(chunk);
      length += chunk.length;
    });
    payload.on('error', reject);
    payload.on('end', () => {
      if (isDeclared && length !== declared) return reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      resolve(chunks);
    });
  });
}

/** Importing the old system's records: members, dependents and past payments, from rows of a file. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // JSON is read in a worker thread, not on the request path: these routes take it as bytes.
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
      const document = await previewImport(ctx, req.params.kind, bodyChunks(req.body));
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
    async (req) => runImport(ctx, req.params.kind, bodyChunks(req.body), req.signedIn()),
  );
};
