import { lookupAnswer } from '@trust/contract/answers';
import { paramText } from '@trust/contract/fields';
import { pastRecordsRow } from '@trust/contract/receipt';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pastRecords } from './receipts.service';

const memberParams = z.object({ id: paramText(20).min(1) });

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // The old clients call `print/pastRecords1042`: the member id follows the word with no slash.
  app.get(
    '/print/pastRecords:id',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "What a member's receipts need: the member, dependent count and latest payments",
        params: memberParams,
        response: { 200: lookupAnswer(pastRecordsRow) },
      },
    },
    async (req) => {
      const row = await pastRecords(ctx, req.params.id);
      return row ? { data: [row] } : { error: true, data: [] };
    },
  );
};
