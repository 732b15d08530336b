import { settingsAnswer } from '@trust/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the login screen and the receipts show before anyone signs in: public by design. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  app.get(
    '/settings',
    {
      schema: {
        summary:
          'Trust name and address (in English and Hindi), receipt languages, membership prefix and version (public)',
        response: { 200: settingsAnswer },
      },
      config: { public: true },
    },
    async () => ({
      trustName: config.trustName,
      trustAddress: config.trustAddress,
      trustNameHindi: config.trustNameHindi,
      trustAddressHindi: config.trustAddressHindi,
      receiptLanguages: config.receiptLanguages,
      membershipPrefix: config.membershipPrefix,
      version: config.version,
    }),
  );
};
