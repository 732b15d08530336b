import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, for signed-in staff and API clients with a bearer token. A browser
 * navigating here sends no token, so the readable reference is a screen of the web app
 * (/api-docs), which fetches this document through the app's client.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/docs',
    { schema: { summary: 'The OpenAPI document of this API (same as /api/docs/openapi.json)' } },
    async () => app.swagger(),
  );

  app.get('/docs/openapi.json', { schema: { summary: 'The OpenAPI 3.1 document of this API' } }, async () =>
    app.swagger(),
  );
};
