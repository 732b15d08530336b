// Loaded into the benchmark's server (`node --import`, by server.ts) and into no other: as the app
// builds itself, GET /api/bench/bare joins its API routes, behind the same sign-in check and role
// check as every other (VIEWER), and answers a constant JSON without reading anything. What a desk
// read costs beyond it is the read's own work; the budget compares the two (figures.ts).
import { subscribe } from 'node:diagnostics_channel';

subscribe('fastify.initialization', ({ fastify }) => {
  // The API's routes are registered under the /api prefix; its hooks (the sign-in check among them)
  // are given to every route of that context when the app is ready, this one too.
  fastify.addHook('onRegister', (instance, options) => {
    if (options.prefix !== '/api') return;
    instance.get('/bench/bare', { config: { role: 'VIEWER' } }, async () => ({ error: false, data: [] }));
  });
});
