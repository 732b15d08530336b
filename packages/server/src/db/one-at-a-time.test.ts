import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './connection';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Settles once `holds` is true of the database, asking again each time it is not. */
async function until(holds: () => Promise<boolean>): Promise<void> {
  while (!(await holds())) await new Promise((r) => setImmediate(r));
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('work one server process at a time', () => {
  it('runs at once on SQLite, whose file one server serves', async () => {
    const handle = openDatabase(':memory:');
    expect(await handle.oneAtATime('start', async (schema) => `ran in ${schema}`)).toBe('ran in null');
    await handle.close();
  });

  describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
    const schemas = [`o_${randomBytes(6).toString('hex')}`, `o_${randomBytes(6).toString('hex')}`];
    const handles: DbHandle[] = [];
    const admin = new pg.Client({ connectionString: postgresUrl });

    afterAll(async () => {
      for (const h of handles) await h.close();
      for (const s of schemas) await admin.query(`drop schema if exists ${s} cascade`);
      await admin.end();
    });

    it('makes a second server wait for the first on one schema, and not one on another schema', async () => {
      await admin.connect();
      for (const s of schemas) await admin.query(`create schema ${s}`);
      const [schema, otherSchema] = schemas as [string, string];
      const first = openDatabase(postgresUrl as string, { pgSchema: schema, poolSize: 1 });
      const second = openDatabase(postgresUrl as string, { pgSchema: schema, poolSize: 1 });
      const elsewhere = openDatabase(postgresUrl as string, { pgSchema: otherSchema, poolSize: 1 });
      handles.push(first, second, elsewhere);

      const order: string[] = [];
      const firstStarted = deferred();
      const letFirstEnd = deferred();
      const firstDone = first.oneAtATime('start', async (s) => {
        order.push(`first in ${s}`);
        firstStarted.resolve();
        await letFirstEnd.promise;
        // The pool's one connection still serves the work while the lock is held.
        await first.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
        order.push('first done');
      });
      await firstStarted.promise;
      const secondDone = second.oneAtATime('start', async () => {
        order.push('second');
      });
      // The second asks for the lock and is kept waiting: PostgreSQL shows its request ungranted.
      await until(async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
             and objid = (hashtext($1)::bigint & 4294967295)::oid`,
          [schema],
        );
        return rows[0].n > 0;
      });
      expect(order).toEqual([`first in ${schema}`]);
      // Another schema's servers are not kept waiting by this one's.
      await elsewhere.oneAtATime('start', async (s) => {
        order.push(`elsewhere in ${s}`);
      });
      expect(order).toEqual([`first in ${schema}`, `elsewhere in ${otherSchema}`]);

      letFirstEnd.resolve();
      await Promise.all([firstDone, secondDone]);
      expect(order).toEqual([`first in ${schema}`, `elsewhere in ${otherSchema}`, 'first done', 'second']);
    });
  });
});
