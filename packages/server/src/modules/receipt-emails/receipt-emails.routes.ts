import { errorAnswer } from '@trust/contract/answers';
import { paramText } from '@trust/contract/fields';
import { emailReceiptAnswer, emailReceiptInput } from '@trust/contract/receipt-email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailReceipt } from './receipt-emails.service';

const memberParams = z.object({ id: paramText(20).min(1) });

export const receiptEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/print/:id/email',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: "E-mails the member's latest membership or mediclaim receipt to the member's e-mail, and logs it",
        params: memberParams,
        body: emailReceiptInput,
        response: { 200: emailReceiptAnswer, 404: errorAnswer, 409: errorAnswer, 502: errorAnswer, 503: errorAnswer },
      },
    },
    async (req) => emailReceipt(app.ctx, req.params.id, req.body.kind, req.signedIn()),
  );
};
