import { errorAnswer } from '@trust/contract/answers';
import { restoreCheckAnswer, systemAnswer } from '@trust/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkLatestBackup, systemFigures } from './system.service';

/** The dashboard's System panel: backups, Node.js, disk and data key, and the latest backup's restore check. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/system',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'Backups (last, next, copy), Node.js, database size, free disk and the data key, with what is wrong',
        response: { 200: systemAnswer },
      },
    },
    async () => systemFigures(ctx),
  );

  app.post(
    '/system/restore-check',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary:
          'Restores the latest checked backup into a scratch copy and reads it back; the live database is untouched',
        response: { 200: restoreCheckAnswer, 409: errorAnswer },
      },
    },
    async () => checkLatestBackup(ctx),
  );
};
