import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pastRecordsRow } from './receipts.service';

const memberParams = z.object({ id: z.string().trim().min(1).max(20) });

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // The old clients call `print/pastRecords1042`: the member id follows the word with no slash.
  app.get(
    '/print/pastRecords:id',
    {
      schema: {
        summary: "What a member's receipts need: the member, dependent count and latest payments",
        params: memberParams,
      },
    },
    async (req) => {
      const row = await pastRecordsRow(ctx, req.params.id);
      return row ? { data: [row] } : { error: true, data: [] };
    },
  );
};
