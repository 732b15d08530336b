import { IMPORT_KINDS, importPreview, importRequest, importResult } from '@trust/contract/import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/** Importing the old system's records: members, dependents and past payments, from rows of a file. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

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
    async (req) => previewImport(ctx, req.params.kind, req.body.rows),
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
    async (req) => runImport(ctx, req.params.kind, req.body.rows, req.signedIn()),
  );
};
