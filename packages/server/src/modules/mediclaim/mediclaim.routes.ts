import { doneAnswer, errorAnswer, lookupAnswer, receiptAnswer } from '@trust/contract/answers';
import { reasonBody, reasonQuery } from '@trust/contract/books';
import { paramText } from '@trust/contract/fields';
import { mediclaimPaymentRow, mediclaimRenewalInput, mediclaimStatusRow as statusRow } from '@trust/contract/mediclaim';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredReason } from '../../errors';
import { mediclaimPaymentRows, mediclaimStatusRow, renewMediclaim, resetMediclaim } from './mediclaim.service';

const memberParams = z.object({ id: paramText(20).min(1) });

/** The mediclaim subscription: status, past payments, renewal and reset. Its reports live elsewhere. */
export const mediclaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/mediclaim/status/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "A member's mediclaim status and latest payment",
        params: memberParams,
        response: { 200: lookupAnswer(statusRow) },
      },
    },
    async (req) => {
      const row = await mediclaimStatusRow(ctx, req.params.id);
      return row ? { data: [row] } : { error: true, data: [] };
    },
  );

  app.get(
    '/mediclaim/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "A member's mediclaim payments, newest first",
        params: memberParams,
        response: { 200: lookupAnswer(mediclaimPaymentRow) },
      },
    },
    async (req) => {
      const rows = await mediclaimPaymentRows(ctx, req.params.id);
      return rows ? { data: rows } : { error: true, data: [] };
    },
  );

  app.post(
    '/mediclaim/activate/:id',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Renew mediclaim: record a payment',
        params: memberParams,
        body: mediclaimRenewalInput,
        response: { 201: receiptAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req, reply) => {
      const answer = await renewMediclaim(ctx, req.params.id, req.body, req.signedIn());
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/mediclaim/deactivate/:id',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: "Reset a member's active mediclaim payment, with a reason",
        params: memberParams,
        body: reasonBody,
        querystring: reasonQuery,
        response: { 200: doneAnswer, 404: errorAnswer },
      },
    },
    async (req) => {
      await resetMediclaim(ctx, req.params.id, requiredReason(req.body, req.query), req.signedIn());
      return { error: false } as const;
    },
  );
};
