import { errorAnswer } from '@trust/contract/answers';
import { paramText } from '@trust/contract/fields';
import { memberMessages } from '@trust/contract/member';
import { memberOverview as overviewAnswer } from '@trust/contract/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { memberOverview } from './overview.service';

const memberParams = z.object({ id: paramText(50).min(1) });

/** One member on one page: details, dependents, payments, receipts, GPAIS and history in one answer. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/member-overview/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'One member with dependents, payments, receipts, GPAIS records and history',
        params: memberParams,
        response: { 200: overviewAnswer, 404: errorAnswer },
      },
    },
    async (req) => {
      const overview = await memberOverview(ctx, req.params.id);
      if (!overview) throw notFound(memberMessages.memberNotFound);
      return overview;
    },
  );
};
