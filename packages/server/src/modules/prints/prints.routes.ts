import { errorAnswer } from '@trust/contract/answers';
import { printAnswer, printInput, printQuery, receiptNoParam } from '@trust/contract/books';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printsOf, recordPrint } from './prints.service';

/**
 * Each print of a receipt is recorded: the first is the original, every later one a duplicate.
 * Receipt numbers hold slashes, so clients send them URL-encoded (`MS%2F2026-27%2F00042`).
 */
export const printRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/receipts/:receiptNo/prints',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'How often a receipt was printed, and the copy number its next print carries',
        params: receiptNoParam,
        querystring: printQuery,
        response: { 200: printAnswer, 404: errorAnswer },
      },
    },
    async (req) => printsOf(ctx, req.params.receiptNo, req.query.document),
  );

  app.post(
    '/receipts/:receiptNo/prints',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'Record a print of a receipt (audited); its answer says which copy it is',
        params: receiptNoParam,
        body: printInput,
        response: { 201: printAnswer, 404: errorAnswer },
      },
    },
    async (req, reply) => {
      const answer = await recordPrint(ctx, req.params.receiptNo, req.body.document, req.signedIn());
      return reply.code(201).send(answer);
    },
  );
};
