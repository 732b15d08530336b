import { dateRangeQuery, pageQuery } from '@trust/contract/fields';
import { miscReceiptInput } from '@trust/contract/misc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { findMiscReceipt, listMiscReceipts, miscReceiptsBetween, miscReceiptsOfMember } from './misc.repository';
import { addMiscReceipt, removeMiscReceipt } from './misc.service';

const recordId = z.object({
  id: z.coerce.number({ error: 'The receipt id must be a number' }).int().positive().max(2_147_483_647),
});
const memberParam = z.object({ memberId: z.string().trim().min(1).max(50) });
const memberQuery = z.object({ memberId: z.string().trim().max(50).optional() });

export const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/misc/report',
    { schema: { summary: 'List miscellaneous receipts', querystring: pageQuery } },
    async (req) => ({
      data: await listMiscReceipts(ctx.db, req.query),
    }),
  );

  app.get(
    '/misc/report/user/:memberId',
    { schema: { summary: "A member's miscellaneous receipts", params: memberParam } },
    async (req) => ({
      data: await miscReceiptsOfMember(ctx.db, req.params.memberId),
    }),
  );

  app.get(
    '/misc/report/date',
    { schema: { summary: 'Miscellaneous receipts in a date range', querystring: dateRangeQuery } },
    async (req) => ({
      data: await miscReceiptsBetween(ctx.db, req.query),
    }),
  );

  app.get(
    '/misc/report/:id',
    { schema: { summary: 'One miscellaneous receipt', params: recordId, querystring: memberQuery } },
    async (req) => {
      const receipt = await findMiscReceipt(ctx.db, req.params.id);
      // The print screen names the member too; a receipt of another member is not this one.
      if (!receipt || (req.query.memberId && receipt.member_id !== req.query.memberId)) {
        throw notFound('Receipt Not Found!');
      }
      return { data: [receipt] };
    },
  );

  app.post(
    '/misc/report',
    { schema: { summary: 'Record a miscellaneous receipt', body: miscReceiptInput } },
    async (req, reply) => {
      const created = await addMiscReceipt(ctx, req.body, req.signedIn());
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/misc/report/:id',
    { schema: { summary: 'Delete a miscellaneous receipt', params: recordId } },
    async (req) => {
      await removeMiscReceipt(ctx, req.params.id, req.signedIn());
      return { error: false };
    },
  );
};
