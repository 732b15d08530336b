import { healthMessages } from '@trust/contract/health';
import type { AppContext } from '../../context';
import { allMigrationsRan } from '../../db/migrations';
import { HttpError } from '../../errors';

const notReady = () => new HttpError(503, healthMessages.notReady);

/**
 * Ready to serve: the database answers and every migration of this release has run there. A
 * failure to reach the database is the answer itself (503), never an error of the server.
 */
export async function checkReady(ctx: AppContext): Promise<void> {
  let migrated: boolean;
  try {
    migrated = await allMigrationsRan(ctx.db);
  } catch {
    throw notReady();
  }
  if (!migrated) throw notReady();
}
