import { renewalsQuery } from '@trust/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardFigures, renewalsList } from './dashboard.service';

/** The dashboard's figures and the renewal lists each figure opens. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/dashboard', async () => dashboardFigures(ctx));

  app.get('/renewals', { schema: { querystring: renewalsQuery } }, async (req) => renewalsList(ctx, req.query));
};
