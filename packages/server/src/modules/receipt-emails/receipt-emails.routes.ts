import { errorAnswer } from '@trust/contract/answers';
import { paramText } from '@trust/contract/fields';
import { emailedReceiptsAnswer, emailReceiptAnswer, emailReceiptInput } from '@trust/contract/receipt-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailedReceipts, emailReceipt } from './receipt-emails.service';

const memberParams = z.object({ id: paramText(20).min(1) });

export const receiptEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/print/:id/email',
    {
      config: { role: 'STAFF' },
      schema: {
        summary:
          "Queues the member's latest membership or mediclaim receipt for the member's e-mail; the reminders' sender sends it",
        params: memberParams,
        body: emailReceiptInput,
        response: { 200: emailReceiptAnswer, 404: errorAnswer, 409: errorAnswer, 503: errorAnswer },
      },
    },
    async (req) => emailReceipt(app.ctx, req.params.id, req.body.kind, req.signedIn()),
  );

  app.get(
    '/print/:id/emails',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: "The member's e-mailed receipts, newest first: queued, sent, or failed with the mail server's reason",
        params: memberParams,
        response: { 200: emailedReceiptsAnswer },
      },
    },
    async (req) => ({ data: await emailedReceipts(app.ctx, req.params.id) }),
  );
};
