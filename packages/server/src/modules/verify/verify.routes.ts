import { errorAnswer } from '@trust/contract/answers';
import { receiptVerification, verifyCodeParams } from '@trust/contract/verify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyReceipt } from './verify.service';

export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Public: a member, a bank or an auditor checks a paper receipt without signing in.
  app.get(
    '/verify/:code',
    {
      config: { public: true },
      schema: {
        summary: "A printed receipt's verification: whether it is genuine and still stands",
        params: verifyCodeParams,
        response: { 200: receiptVerification, 404: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => verifyReceipt(ctx, req.params.code, req.ip),
  );
};
