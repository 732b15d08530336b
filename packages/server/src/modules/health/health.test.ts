import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { forEachDatabase, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrations';

forEachDatabase('health and readiness', (get) => {
  it('answers health without a token, with nothing but ok', async () => {
    const res = await get().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready once every migration ran, and answers 503 in the error shape while one has not', async () => {
    const { app, ctx } = get();
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok' });

    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(ctx.db);
    const latest = rows[0] as { name: string; timestamp: string };
    await sql`delete from kysely_migration where name = ${latest.name}`.execute(ctx.db);
    const pending = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toMatchObject({
      error: true,
      message: 'The server is not ready: its database does not answer or is not migrated yet',
    });
    await sql`insert into kysely_migration (name, timestamp) values (${latest.name}, ${latest.timestamp})`.execute(
      ctx.db,
    );
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

it('answers 503 to readiness, and still ok to health, when the database does not answer', async () => {
  const handle = openDatabase(':memory:');
  await migrateToLatest(handle.db);
  const app = await buildApp({ db: handle.db, dialect: handle.dialect, config: testConfig(), now: () => new Date() });
  expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  await handle.close();
  const ready = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json().error).toBe(true);
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  await app.close();
});
