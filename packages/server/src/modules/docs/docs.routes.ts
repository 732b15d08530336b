import { openApiDocument } from '@trust/contract/answers';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The OpenAPI document, for signed-in staff and API clients with a bearer token. A browser
 * navigating here sends no token, so the readable reference is a screen of the web app
 * (/api-docs), which fetches this document through the app's client.
 */
/** What @fastify/swagger types loosely, read as the answer it is. */
const openApi = (app: FastifyInstance) => app.swagger() as unknown as z.infer<typeof openApiDocument>;

export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { response: { 200: openApiDocument } };
  app.get(
    '/docs',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'The OpenAPI document of this API (same as /api/docs/openapi.json)', ...answer },
    },
    async () => openApi(app),
  );

  app.get(
    '/docs/openapi.json',
    { config: { role: 'VIEWER' }, schema: { summary: 'The OpenAPI 3.1 document of this API', ...answer } },
    async () => openApi(app),
  );
};
