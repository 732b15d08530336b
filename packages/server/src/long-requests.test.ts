import { once } from 'node:events';
import { connect } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { buildApp } from './app';

let opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const closing of opened.reverse()) await closing.close();
  opened = [];
});

it('answers a request the server works on for longer than an idle connection may last', async () => {
  const t: TestApp = await createTestApp('sqlite');
  opened.push(t);
  const app = await buildApp(t.ctx, { connectionTimeout: 200 });
  opened.push(app);
  let startWork = () => {};
  const working = new Promise<void>((done) => {
    startWork = done;
  });
  let finishWork = () => {};
  const finished = new Promise<void>((done) => {
    finishWork = done;
  });
  // Stands for a 10,000-line bulk renewal on a loaded database: no byte moves while it works.
  app.get('/long-work', { config: { public: true } }, async () => {
    startWork();
    await finished;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  const answer = fetch(`http://127.0.0.1:${port}/long-work`);
  await working;
  // A connection opened after the work began, that sends nothing, is closed by the idle timeout:
  // by then the working request's connection has been idle longer still.
  const idle = connect(port, '127.0.0.1');
  await once(idle, 'close');
  finishWork();
  const res = await answer;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ done: true });
});
