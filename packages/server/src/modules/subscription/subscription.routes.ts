import { doneAnswer, errorAnswer, lookupAnswer, receiptAnswer } from '@trust/contract/answers';
import { reasonBody, reasonQuery } from '@trust/contract/books';
import { paramText } from '@trust/contract/fields';
import {
  membershipPaymentRow,
  membershipRenewalInput,
  membershipStatusRow as statusRow,
} from '@trust/contract/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredReason } from '../../errors';
import { membershipPaymentRows, membershipStatusRow, renewMembership, resetMembership } from './subscription.service';

const memberParams = z.object({ id: paramText(20).min(1) });

/** The membership subscription: status, past payments, renewal and reset. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/subscription/status/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "A member's membership status and latest payment",
        params: memberParams,
        response: { 200: lookupAnswer(statusRow) },
      },
    },
    async (req) => {
      const row = await membershipStatusRow(ctx, req.params.id);
      return row ? { data: [row] } : { error: true, data: [] };
    },
  );

  app.get(
    '/subscription/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "A member's membership payments, newest first",
        params: memberParams,
        response: { 200: lookupAnswer(membershipPaymentRow) },
      },
    },
    async (req) => {
      const rows = await membershipPaymentRows(ctx, req.params.id);
      return rows ? { data: rows } : { error: true, data: [] };
    },
  );

  app.post(
    '/subscription/activate/:id',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Renew the membership: record a payment',
        params: memberParams,
        body: membershipRenewalInput,
        response: { 201: receiptAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (req, reply) => {
      const answer = await renewMembership(ctx, req.params.id, req.body, req.signedIn());
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/subscription/deactivate/:id',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: "Reset a member's active membership payment, with a reason",
        params: memberParams,
        body: reasonBody,
        querystring: reasonQuery,
        response: { 200: doneAnswer, 404: errorAnswer },
      },
    },
    async (req) => {
      await resetMembership(ctx, req.params.id, requiredReason(req.body, req.query), req.signedIn());
      return { error: false } as const;
    },
  );
};
