import { personalDataExport } from '@trust/contract/aadhaar';
import { doneAnswer, errorAnswer } from '@trust/contract/answers';
import { paramText } from '@trust/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erasePersonalData, exportPersonalData } from './personal-data.service';

const idParam = z.object({ id: paramText(50).min(1) });

/** A member's personal data on request (DPDP Act 2023): exported as a file, or erased once removed. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/master/:id/personal-data',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'Everything held about a member and its dependents, as a JSON download (audited as EXPORT)',
        params: idParam,
        response: { 200: personalDataExport, 404: errorAnswer },
      },
    },
    async (req, reply) => {
      const document = await exportPersonalData(ctx, req.params.id, req.signedIn());
      const name = `member-${req.params.id.replace(/[^A-Za-z0-9_-]/g, '_')}-personal-data.json`;
      return reply.header('content-disposition', `attachment; filename="${name}"`).send(document);
    },
  );

  app.post(
    '/master/:id/erase-personal-data',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary:
          "Blank a removed member's personal fields and its dependents', in every audit line about them too, keeping name, ID and money records (audited as ERASE, with the count of audit lines redacted)",
        params: idParam,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => {
      await erasePersonalData(ctx, req.params.id, req.signedIn());
      return { error: false } as const;
    },
  );
};
