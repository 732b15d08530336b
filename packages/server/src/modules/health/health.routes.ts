import { errorAnswer } from '@trust/contract/answers';
import { healthAnswer } from '@trust/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReady } from './health.service';

/**
 * For the proxy and the supervisor: public, and saying nothing beyond "ok" (docs/operations.md,
 * "Several servers").
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { summary: 'The server process answers (public)', response: { 200: healthAnswer } },
      config: { public: true },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        summary: 'The database answers and is migrated: the server may be sent requests (public)',
        response: { 200: healthAnswer, 503: errorAnswer },
      },
      config: { public: true },
    },
    async () => {
      await checkReady(app.ctx);
      return { status: 'ok' as const };
    },
  );
};
