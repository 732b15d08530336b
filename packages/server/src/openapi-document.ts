import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';

/**
 * The API's OpenAPI document as a server with the default settings serves it at
 * /api/docs/openapi.json: what docs/openapi.json holds (`npm run openapi` writes it again). Only
 * the routes are read, so the database is an empty one in memory.
 */
export async function defaultOpenApiDocument(): Promise<unknown> {
  const config = loadConfig({
    DATABASE_URL: ':memory:',
    JWT_SECRET: 'a'.repeat(32),
    DATA_KEY: 'a'.repeat(64),
    WEB_DIST: '/nonexistent',
  });
  const { db, dialect, close } = openDatabase(':memory:');
  const app = await buildApp({ db, dialect, config, now: () => new Date() });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await close();
  }
}
