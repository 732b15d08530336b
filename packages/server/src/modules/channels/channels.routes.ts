import { channelsAnswer } from '@trust/contract/channels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noChannels } from '../../channels';

/** Which channels are set up and their pace, for the Reminders screen; no address, key or token. */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/channels',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'E-mail, WhatsApp and SMS: whether each is configured, through what, and messages a minute',
        response: { 200: channelsAnswer },
      },
    },
    async () => (app.ctx.channels ?? noChannels).status(),
  );
};
