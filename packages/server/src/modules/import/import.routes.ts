import { Readable } from 'node:stream';
import { IMPORT_KINDS, importPreview, importRequest, importResult } from '@trust/contract/import';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
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

/** The request's body as bytes, whatever parser took it. */
function bodyBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? null));
}

/** Importing the old system's records: members, dependents and past payments, from rows of a file. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // JSON is read in a worker thread, not on the request path: these routes take it as bytes.
  app.removeContentTypeParser('application/json');
  app.setValidatorCompiler(bodyInWorker);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
    (_req, body, done) => done(null, body),
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
      const document = await previewImport(ctx, req.params.kind, bodyBytes(req.body));
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
    async (req) => runImport(ctx, req.params.kind, bodyBytes(req.body), req.signedIn()),
  );
};
