import { doneAnswer, listAnswer, lookupAnswer } from '@trust/contract/answers';
import { feeRow, groupPriceRow, subscriptionAmountRow, updateAmountsInput } from '@trust/contract/fee';
import { paramText } from '@trust/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feeRows, groupPrice, subscriptionAmount, updateAmounts } from './fees.service';

const memberParams = z.object({ id: paramText(20).min(1) });

/**
 * The fees (Update Amount) and the group price the renew screens read. These static paths win over
 * the members module's `master/:id` and `master/:a/:b/:c` in Fastify's router.
 */
export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/master/subscription/amount',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'The membership subscription amount', response: { 200: listAnswer(subscriptionAmountRow) } },
    },
    async () => ({ data: [{ AMOUNT: await subscriptionAmount(ctx) }] }),
  );

  app.get(
    '/master/subscription/allAmount',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'The mediclaim fee of every family group and the subscription amount',
        response: { 200: listAnswer(feeRow) },
      },
    },
    async () => ({ data: await feeRows(ctx) }),
  );

  app.put(
    '/master/subscription/allAmount',
    {
      config: { role: 'ADMIN' },
      schema: { summary: 'Change the fees', body: updateAmountsInput, response: { 200: doneAnswer } },
    },
    async (req) => {
      await updateAmounts(ctx, req.body, req.signedIn());
      return { error: false } as const;
    },
  );

  app.get(
    '/master/group/:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "A member's family group, its mediclaim fee and the membership status",
        params: memberParams,
        response: { 200: lookupAnswer(groupPriceRow) },
      },
    },
    async (req) => {
      const row = await groupPrice(ctx, req.params.id);
      return row ? { data: [row] } : { error: true, data: [] };
    },
  );
};
