import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ageOn } from '@trust/contract/report';
import SqliteDatabase from 'better-sqlite3';
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type RawBuilder,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
export type DbOrTrx = Db | Trx;
export type DialectName = 'sqlite' | 'postgres';

/** Where every SQLite/PostgreSQL difference lives: modules never ask which database they talk to. */

// PostgreSQL sends int8 (counts, sums) as text by default; our figures fit easily in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** The SQLite file, for backups; null on PostgreSQL or in memory. */
  sqliteFile: string | null;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** `file:./data/trust.db`, a bare path, or `:memory:`. */
export function sqlitePath(url: string): string {
  return url.startsWith('file:') ? url.slice('file:'.length) : url;
}

export function openDatabase(url: string, options: { pgSchema?: string; poolSize?: number } = {}): DbHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    directReaders.set(db, postgresReader(pool));
    return { db, dialect: 'postgres', sqliteFile: null, close: () => db.destroy() };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a payment acknowledged to the cash desk survives a power cut, not only a crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  forgetValueSamples(sqlite);
  // The mediclaim report's rows are written by SQLite (see mediclaimReportRowsBetween); their ages
  // come from the contract's one rule, called from SQL, not from a copy of it written in SQL.
  sqlite.function('age_on', { deterministic: true }, (birth, on) => ageOn(String(birth), String(on)));
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  directReaders.set(db, sqliteReader(sqlite, statements));
  return { db, dialect: 'sqlite', sqliteFile: file === ':memory:' ? null : file, close: () => db.destroy() };
}

/**
 * ANALYZE (after a bulk load, or by hand) keeps samples of index values in sqlite_stat4, and with
 * them SQLite plans a statement afresh whenever a value compared with a non-unique index changes:
 * every dependents, status or search read was prepared again on each call (18 µs of a 20 µs ticket
 * search here). Our statements are prepared once and reused, and the index sizes in sqlite_stat1
 * plan them well, so the samples are dropped at start and the planner reloads what is left.
 */
function forgetValueSamples(sqlite: SqliteDatabase.Database): void {
  const hasSamples = sqlite.prepare("select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'").get();
  if (!hasSamples || !sqlite.prepare('select 1 from sqlite_stat4 limit 1').get()) return;
  sqlite.exec('delete from sqlite_stat4; analyze sqlite_schema');
}

const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query anew, and on SQLite preparing costs about as much as running a
 * lookup; the app asks the same few hundred statements over and over, so they are kept, most
 * recently used last. A statement is never in use twice at once: Kysely runs one query at a time
 * on its one SQLite connection, a streamed one included.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * Runs a read straight on the driver, skipping Kysely's executor: for the handful of reads the desk
 * makes all day (see prepared.ts). Null when it cannot run now, and the caller goes through Kysely.
 */
export type DirectReader = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]> | unknown[] | null;

const directReaders = new WeakMap<object, DirectReader>();

/** The direct reader of a database handle; transactions have none (they run on Kysely's connection). */
export function directReaderOf(db: DbOrTrx): DirectReader | undefined {
  return directReaders.get(db);
}

/**
 * SQLite runs one statement at a time on its one connection and better-sqlite3 runs it
 * synchronously, so outside a transaction a read sees exactly what Kysely's next query would. Inside
 * one (another request's, paused at an await) it would see uncommitted rows: then it waits its turn
 * through Kysely like any other query.
 */
function sqliteReader(sqlite: SqliteDatabase.Database, statements: ReturnType<typeof withStatementCache>) {
  return (text: string, parameters: readonly unknown[]) =>
    sqlite.inTransaction ? null : (statements.prepare(text).all(...parameters) as unknown[]);
}

/** A named statement is parsed and planned once per pooled connection, not on every call. */
function postgresReader(pool: pg.Pool): DirectReader {
  const names = new Map<string, string>();
  return async (text, parameters) => {
    let name = names.get(text);
    if (!name) {
      name = `direct_${names.size + 1}`;
      names.set(text, name);
    }
    return (await pool.query({ name, text, values: parameters as unknown[] })).rows;
  };
}

/** Any Kysely handle, whatever its tables: migrations' as well as the app's. */
type AnyDb = { getExecutor(): { adapter: unknown } };

export function dialectOf(db: AnyDb): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An auto-numbered integer key, which the two databases spell differently. */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
  column: string,
): CreateTableBuilder<T, never> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn(column, 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn(column, 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/**
 * Holds the member's row for the rest of the transaction, so two changes to one member's money or
 * dependents run one after the other. On SQLite Kysely keeps one connection behind a mutex, so
 * transactions already run one at a time; only PostgreSQL needs the row lock.
 */
export async function lockMember(trx: Trx, memberId: string): Promise<boolean> {
  const query = trx.selectFrom('members').select('id_number').where('id_number', '=', memberId);
  const row =
    dialectOf(trx) === 'postgres' ? await query.forUpdate().executeTakeFirst() : await query.executeTakeFirst();
  return row !== undefined;
}

/**
 * `column` contains `text`, ignoring case, on both databases (SQLite's LIKE ignores ASCII case,
 * PostgreSQL's does not, so both sides are lower-cased). Wildcards typed by the user match literally.
 */
export function containsText(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** A field of a JSON object the database writes: a column reference, or an expression of its own. */
export type JsonField = string | RawBuilder<unknown>;

/** `{"KEY":value,…}` as a JSON value of the database, to be nested in another or sent as text (jsonObjectText). */
export function jsonObject(db: AnyDb, fields: Readonly<Record<string, JsonField>>): RawBuilder<unknown> {
  const pairs = sql.join(
    Object.entries(fields).map(
      ([key, value]) => sql`${sql.lit(key)}, ${typeof value === 'string' ? sql.ref(value) : value}`,
    ),
  );
  return dialectOf(db) === 'postgres' ? sql`json_build_object(${pairs})` : sql`json_object(${pairs})`;
}

/**
 * `{"KEY":column,…}` as JSON text, written by the database itself from `fields` (key → column
 * reference or expression, in the order the keys are sent). A 30-column row costs better-sqlite3
 * about 15 µs to hand over as an object (each column's name and value made through V8's C++ API) and
 * JSON.stringify a few more; one text column costs about 3 µs. PostgreSQL's text has spaces after
 * colons and commas.
 */
export function jsonObjectText(db: AnyDb, fields: Readonly<Record<string, JsonField>>): RawBuilder<string> {
  const object = jsonObject(db, fields);
  return dialectOf(db) === 'postgres' ? sql<string>`${object}::text` : sql<string>`${object}`;
}

/** A count as a plain number on both databases. */
export const countAll = sql<number>`cast(count(*) as integer)`;

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Runs `work` in one transaction; every change that touches several rows goes through here. */
export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
