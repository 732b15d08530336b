import { errorAnswer } from '@trust/contract/answers';
import { bounceAnswer, bounceInput, receiptNoPathParam } from '@trust/contract/cashbook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bounceCheque } from './bounces.service';

/**
 * A cheque the bank returned, of a receipt of any kind. Receipt numbers hold slashes, so clients send
 * them URL-encoded (`MS%2F2026-27%2F00042`).
 */
export const bounceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/payments/:receiptNo/bounce',
    {
      config: { role: 'STAFF' },
      schema: {
        summary:
          "Mark a cheque payment BOUNCED (audited), with the bank's charge as a misc receipt for the member if given",
        params: receiptNoPathParam,
        body: bounceInput,
        response: { 200: bounceAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req) => bounceCheque(ctx, req.params.receiptNo, req.body, req.signedIn()),
  );
};
