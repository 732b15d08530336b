import { doneAnswer, errorAnswer, lookupAnswer, type ReceiptAnswer, receiptAnswer } from '@trust/contract/answers';
import { reasonBody, reasonQuery } from '@trust/contract/books';
import { paramText } from '@trust/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, SignedInUser } from '../../context';
import { requiredReason } from '../../errors';

const memberParams = z.object({ id: paramText(20).min(1) });

/** What sets one subscription's calls apart: its address, its words, its schemas and its service. */
export interface SubscriptionCalls<Status extends z.ZodType, Payment extends z.ZodType, Input extends z.ZodType> {
  /** The first part of each address: `mediclaim`, `subscription`. */
  path: string;
  /** How the API reference names each call. */
  summaries: { status: string; payments: string; renew: string; reset: string };
  statusRow: Status;
  paymentRow: Payment;
  renewalInput: Input;
  /** Each null for an unknown member. */
  status: (ctx: AppContext, memberId: string) => Promise<z.output<Status> | null>;
  payments: (ctx: AppContext, memberId: string) => Promise<z.output<Payment>[] | null>;
  renew: (ctx: AppContext, memberId: string, input: z.output<Input>, by: SignedInUser) => Promise<ReceiptAnswer>;
  reset: (ctx: AppContext, memberId: string, reason: string, by: SignedInUser) => Promise<void>;
}

/**
 * The four calls of a subscription, mediclaim's and the membership's alike: its status, its past
 * payments, a renewal (STAFF) and a reset with a reason (ADMIN). Each module passes what differs.
 */
export function subscriptionRoutes<Status extends z.ZodType, Payment extends z.ZodType, Input extends z.ZodType>(
  calls: SubscriptionCalls<Status, Payment, Input>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;

    app.get(
      `/${calls.path}/status/:id`,
      {
        config: { role: 'VIEWER' },
        schema: {
          summary: calls.summaries.status,
          params: memberParams,
          response: { 200: lookupAnswer(calls.statusRow) },
        },
      },
      async (req) => {
        const row = await calls.status(ctx, req.params.id);
        return row ? { data: [row] } : { error: true, data: [] };
      },
    );

    app.get(
      `/${calls.path}/:id`,
      {
        config: { role: 'VIEWER' },
        schema: {
          summary: calls.summaries.payments,
          params: memberParams,
          response: { 200: lookupAnswer(calls.paymentRow) },
        },
      },
      async (req) => {
        const rows = await calls.payments(ctx, req.params.id);
        return rows ? { data: rows } : { error: true, data: [] };
      },
    );

    app.post(
      `/${calls.path}/activate/:id`,
      {
        config: { role: 'STAFF' },
        schema: {
          summary: calls.summaries.renew,
          params: memberParams,
          body: calls.renewalInput,
          response: { 201: receiptAnswer, 404: errorAnswer, 409: errorAnswer },
        },
      },
      async (req, reply) => {
        // The body was parsed by `renewalInput`; the type provider cannot follow a schema given as a type parameter.
        const answer = await calls.renew(ctx, req.params.id, req.body as z.output<Input>, req.signedIn());
        return reply.code(201).send(answer);
      },
    );

    app.delete(
      `/${calls.path}/deactivate/:id`,
      {
        config: { role: 'ADMIN' },
        schema: {
          summary: calls.summaries.reset,
          params: memberParams,
          body: reasonBody,
          querystring: reasonQuery,
          response: { 200: doneAnswer, 404: errorAnswer },
        },
      },
      async (req) => {
        await calls.reset(ctx, req.params.id, requiredReason(req.body, req.query), req.signedIn());
        return { error: false } as const;
      },
    );
  };
}
