// The yardstick of the benchmark: a plain Fastify instance with one route and nothing else, run in
// a worker thread of the bench process so that it, like the real server, has a thread of its own
// while autocannon drives it from the main thread.
import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
parentPort.postMessage({ port: app.server.address().port });
parentPort.on('message', async (message) => {
  if (message === 'close') {
    await app.close();
    parentPort.close();
  }
});
