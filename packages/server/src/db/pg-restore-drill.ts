import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { type RawBuilder, sql } from 'kysely';
import { type DrillReport, readEveryTable, type VaultKey } from './backup';
import { countAll, type Db, openDatabase } from './connection';

const run = promisify(execFile);

/**
 * The same server and credentials as the live database, another database's name, no schema of its
 * own; its sessions carry the database's name as their application_name, so the drop can wait for them.
 */
function scratchUrl(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  url.searchParams.delete('options');
  url.searchParams.set('application_name', name);
  return url.toString();
}

function firstLine(error: unknown): string {
  const text = (error as { stderr?: string }).stderr || (error instanceof Error ? error.message : String(error));
  return text.trim().split('\n')[0] ?? '';
}

/** pg_restore with the drill's options, stopping at its first error; what it printed. */
async function restore(args: string[], file: string): Promise<string> {
  try {
    const { stdout } = await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', ...args], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new Error('pg_restore not found on the PATH');
    throw new Error(`${file} does not restore: ${firstLine(error)}`);
  }
}

/** Work in the scratch database on a connection of its own, closed after. */
async function inScratch<T>(url: string, work: (db: Db) => Promise<T>, pgSchema?: string): Promise<T> {
  const scratch = openDatabase(url, { poolSize: 1, pgSchema });
  try {
    return await work(scratch.db);
  } finally {
    await scratch.close();
  }
}

/** How long the drill's own sessions are waited for to end, once its connections are closed. */
const SESSIONS_END_MS = 30_000;
const SESSIONS_POLL_MS = 100;
/** Tries at the drop: a session can still be ending after FORCE gave up waiting for it. */
const DROP_TRIES = 5;
/** PostgreSQL's object_in_use: sessions are still connected to the database being dropped. */
const OBJECT_IN_USE = '55006';

/**
 * Drops the scratch database once the drill's own sessions in it have ended. Its connections are
 * closed by then, but a server process can still be ending one, and DROP DATABASE … WITH (FORCE)
 * then ends it under the client that is closing it (an error no one listens for) or gives up after
 * five seconds, leaving the database behind. So the drill's sessions, named by their
 * application_name, are waited for first; FORCE ends any other session, and the drop is tried again
 * while one is still ending.
 */
async function dropScratch(live: Db, name: string): Promise<void> {
  const waitUntil = Date.now() + SESSIONS_END_MS;
  while (Date.now() < waitUntil) {
    const { rows } = await sql<{ n: number }>`select cast(count(*) as integer) as n from pg_stat_activity
      where datname = ${name} and application_name = ${name}`.execute(live);
    if (!rows[0]?.n) break;
    await new Promise((resolve) => setTimeout(resolve, SESSIONS_POLL_MS));
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(live);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= DROP_TRIES) throw error;
    }
  }
}

const execute = (statement: RawBuilder<unknown>) => async (db: Db) => {
  await statement.execute(db);
};

/**
 * The restore drill of a PostgreSQL backup (pg_dump's own format): restored with pg_restore into a
 * scratch database made for the drill on the live database's server, every table then read back
 * through the app's own database layer with every Aadhaar number opened with the key, and the
 * scratch database dropped. The live database is not touched; the role needs the right to create a
 * database (CREATEDB), and a drill without it says so.
 */
export async function drillRestorePg(
  file: string,
  databaseUrl: string,
  key: VaultKey,
  /** Told the scratch database's name once it is made (the tests follow it). */
  onScratch?: (name: string) => Promise<void> | void,
): Promise<DrillReport> {
  // Made of hex digits only: the one name put into SQL's text, as a database's name cannot be bound.
  const name = `trust_drill_${randomBytes(6).toString('hex')}`;
  const live = openDatabase(databaseUrl, { poolSize: 1 });
  try {
    try {
      await sql`create database ${sql.id(name)}`.execute(live.db);
    } catch (error) {
      throw new Error(`the drill could not make its scratch database (the role needs CREATEDB): ${firstLine(error)}`);
    }
    try {
      const url = scratchUrl(databaseUrl, name);
      await onScratch?.(name);
      const listing = await restore(['--list', file], file);
      // A dump of the public schema makes it again, which a new database already has.
      if (/ SCHEMA - public /.test(listing)) await inScratch(url, execute(sql`drop schema public cascade`));
      await restore(['--section=pre-data', `--dbname=${url}`, file], file);
      // The search indexes use pg_trgm, an extension a schema's dump names but does not hold: made in
      // the scratch database where the live one has it, between the tables and the indexes.
      const trigram = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(live.db);
      const extensionSchema = trigram.rows[0]?.schema;
      if (extensionSchema) {
        await inScratch(url, execute(sql`create schema if not exists ${sql.id(extensionSchema)}`));
        await inScratch(url, execute(sql`create extension if not exists pg_trgm schema ${sql.id(extensionSchema)}`));
      }
      await restore(['--section=data', '--section=post-data', `--dbname=${url}`, file], file);

      const schema = await inScratch(url, async (db) => {
        const { rows } = await sql<{ schema: string }>`
          select table_schema as schema from information_schema.tables where table_name = 'members'`.execute(db);
        if (rows.length !== 1 || !rows[0]) throw new Error(`${file} restores no members table`);
        return rows[0].schema;
      });
      return await inScratch(
        url,
        async (db) => {
          const expected = new Map<string, number>();
          for (const table of await db.introspection.getTables()) {
            if (table.isView) continue;
            const { count } = await db
              .selectFrom(table.name as 'members')
              .select(countAll.as('count'))
              .executeTakeFirstOrThrow();
            expected.set(table.name, Number(count));
          }
          return readEveryTable(db, file, key, expected);
        },
        schema,
      );
    } finally {
      await dropScratch(live.db, name);
    }
  } finally {
    await live.close();
  }
}
