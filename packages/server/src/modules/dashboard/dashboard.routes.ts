import { pageAnswer } from '@trust/contract/answers';
import { dashboardFigures as figures, renewalRow, renewalsQuery } from '@trust/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardFigures, renewalsList } from './dashboard.service';

/** The dashboard's figures and the renewal lists each figure opens. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/dashboard',
    { config: { role: 'VIEWER' }, schema: { summary: "The dashboard's figures", response: { 200: figures } } },
    async () => dashboardFigures(ctx),
  );

  app.get(
    '/renewals',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'Members due or overdue for renewal, by kind and state',
        querystring: renewalsQuery,
        response: { 200: pageAnswer(renewalRow) },
      },
    },
    async (req) => {
      const { rows, total } = await renewalsList(ctx, req.query);
      return { data: rows, total };
    },
  );
};
