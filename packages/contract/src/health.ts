import { z } from 'zod';

/** What `GET /api/health` and `GET /api/ready` answer when all is well: nothing more, since anyone may ask. */
export const healthAnswer = z.object({ status: z.literal('ok') });
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const healthMessages = {
  notReady: 'The server is not ready: its database does not answer or is not migrated yet',
};
