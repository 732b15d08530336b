import { renewalsQuery } from '@trust/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardFigures, renewalsList } from './dashboard.service';

/** The dashboard's figures and the renewal lists each figure opens. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/dashboard', { schema: { summary: "The dashboard's figures" } }, async () => dashboardFigures(ctx));

  app.get(
    '/renewals',
    { schema: { summary: 'Members due or overdue for renewal, by kind and state', querystring: renewalsQuery } },
    async (req) => renewalsList(ctx, req.query),
  );
};
