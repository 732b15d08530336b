import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type RawBuilder,
  SqliteDialect,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { namingStatements } from './named-statements';
import type { Database } from './schema';
import { SqliteReaderDriver, type SqliteStatements } from './sqlite-reader';

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
  /**
   * Runs `work` while no other server process on this database runs work of the same name, and
   * waits its turn: the start's migrations, Aadhaar move and first admin, when servers start together.
   * `work` is given the PostgreSQL schema the tables live in (null on SQLite).
   */
  oneAtATime<T>(name: string, work: (pgSchema: string | null) => Promise<T>): Promise<T>;
  /**
   * Runs `work` only when no other server process on this database is running work of the same
   * name, without waiting: timed work (backups, reminders) that one server does and the others skip.
   */
  ifAlone<T>(name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingStatements(pool) }) });
    const lockClient = () =>
      new pg.Client({
        connectionString: url,
        options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
      });
    return {
      db,
      dialect: 'postgres',
      sqliteFile: null,
      oneAtATime: (name, work) => underAdvisoryLock(lockClient(), name, work),
      ifAlone: (name, work) => ifAdvisoryLockFree(lockClient(), name, work),
      close: () => db.destroy(),
    };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') keepPrivate(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // Deleted and overwritten content (a member's erased details) is zeroed, not left in free pages.
  sqlite.pragma('secure_delete = ON');
  // FULL: a payment acknowledged to the cash desk survives a power cut, not only a crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const reader = file === ':memory:' ? null : new SqliteDatabase(file, { readonly: true });
  reader?.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteBesideReader(keepingStatements(sqlite), reader ? keepingStatements(reader) : null),
  });
  return {
    db,
    dialect: 'sqlite',
    sqliteFile: file === ':memory:' ? null : file,
    // One server process serves a SQLite file.
    oneAtATime: (_name, work) => work(null),
    ifAlone: async (_name, work) => ({ ran: true, value: await work() }),
    close: () => db.destroy(),
  };
}

/**
 * A session advisory lock held on a connection of its own, outside the pool, so the work still has
 * every pooled connection (a pool of one included), and a server that dies mid-work lets go as its
 * connection closes. Keyed by the name and the schema: servers of other schemas in one database
 * (each test has its own) never wait for each other.
 */
async function underAdvisoryLock<T>(
  client: pg.Client,
  name: string,
  work: (pgSchema: string | null) => Promise<T>,
): Promise<T> {
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>(
      'select pg_advisory_lock(hashtext($1), hashtext(current_schema())), current_schema() as schema',
      [`trust:${name}`],
    );
    return await work(rows[0]?.schema ?? null);
  } finally {
    // Ending the session lets go of its locks.
    await client.end();
  }
}

/** As underAdvisoryLock, but when another session holds the lock the work is skipped, not waited for. */
async function ifAdvisoryLockFree<T>(
  client: pg.Client,
  name: string,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1), hashtext(current_schema())) as locked',
      [`trust:${name}`],
    );
    if (!rows[0]?.locked) return { ran: false };
    return { ran: true, value: await work() };
  } finally {
    await client.end();
  }
}

/** Statements kept compiled: the desk's few dozen queries, and room for lists of varying length. */
const KEPT_STATEMENTS = 200;

/**
 * A speed-up kept beside the plain path, with the benchmark's figure that keeps it in
 * docs/architecture.md. SQLite compiles a statement before running it, and the same few dozen
 * statements serve the desk all day: each is compiled once and kept, rather than compiled again for
 * every request. A statement still being read is never handed out again: another is compiled for
 * the second reader.
 */
export function keepingStatements(sqlite: SqliteDatabase.Database) {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteDatabase.Statement {
      const statement = kept.get(text);
      if (statement && !statement.busy) return statement;
      const fresh = sqlite.prepare(text);
      const oldest = kept.keys().next();
      if (kept.size >= KEPT_STATEMENTS && !oldest.done) kept.delete(oldest.value);
      kept.set(text, fresh);
      return fresh;
    },
  };
}

/** The writer and, for a file, a reader beside it (sqlite-reader.ts). */
class SqliteBesideReader extends SqliteDialect {
  constructor(
    private readonly writer: SqliteStatements,
    private readonly reader: SqliteStatements | null,
  ) {
    super({ database: writer as unknown as SqliteDatabase.Database });
  }

  override createDriver(): Driver {
    return new SqliteReaderDriver(this.writer, this.reader);
  }
}

/**
 * Fresh statistics (and on PostgreSQL the visibility map, for index-only scans), as a database in use
 * for years would have from autovacuum, so the query plans are the ones it would get.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await (dialectOf(db) === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
}

/**
 * The data folder, when it is made here, only its owner may enter (0700; a folder chosen that
 * already exists keeps its mode), and the database file only its owner may read (0600): SQLite gives
 * its write-ahead log and shared-memory files the database file's mode.
 */
export function keepPrivate(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
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
 * transactions already run one at a time; only PostgreSQL needs the row lock. False when no such
 * member is on the register: a removed (archived) member takes no payment, receipt or dependent.
 * A restore locks a removed member instead (`removed: true`).
 */
export async function lockMember(
  trx: Trx,
  memberId: string,
  which: { removed: boolean } = { removed: false },
): Promise<boolean> {
  const query = trx
    .selectFrom('members')
    .select('id_number')
    .where('id_number', '=', memberId)
    .where('archived_at', which.removed ? 'is not' : 'is', null);
  const row =
    dialectOf(trx) === 'postgres' ? await query.forUpdate().executeTakeFirst() : await query.executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the rows of the active admins for the rest of the transaction, so two admins demoting or
 * disabling each other at once cannot leave the trust without one: the second waits, then counts
 * what the first left. SQLite runs transactions one at a time already.
 */
export async function lockActiveAdmins(trx: Trx): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('disabled_at', 'is', null)
    .forUpdate()
    .execute();
}

/**
 * `column` contains `text`, ignoring case, on both databases (SQLite's LIKE ignores ASCII case,
 * PostgreSQL's does not, so both sides are lower-cased). Wildcards typed by the user match literally.
 */
export function containsText(column: string, text: string) {
  return lowerContains(sql`lower(${sql.ref(column)})`, text);
}

/** A lower-cased text expression contains `text`, ignoring case; wildcards typed match literally. */
export function lowerContains(lowered: RawBuilder<unknown>, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${lowered} like ${pattern} escape '\\'`;
}

/** A count as a plain number on both databases. */
export const countAll = sql<number>`cast(count(*) as integer)`;

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The refusal of the books guards (migration 011): a payment row was to be deleted, or what it was
 * recorded with changed. Both databases raise it with the same text.
 */
export function isBooksGuardRefusal(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.includes('books guard:');
}

/**
 * Runs `work` with the books guards off, inside the caller's transaction, and puts them back before
 * it commits: only for replacing generated demo data wholesale, never for the trust's own books.
 */
export async function withoutBooksGuards<T>(trx: Trx, work: () => Promise<T>): Promise<T> {
  if (dialectOf(trx) === 'postgres') {
    const { rows } = await sql<{ table: string }>`
      select distinct event_object_table as "table" from information_schema.triggers
      where trigger_name like 'books_guard_%' and trigger_schema = current_schema()`.execute(trx);
    for (const { table } of rows) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
    const result = await work();
    for (const { table } of rows) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    return result;
  }
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and name like 'books_guard_%'`.execute(trx);
  for (const { name } of rows) await sql`drop trigger ${sql.id(name)}`.execute(trx);
  const result = await work();
  for (const trigger of rows) await sql.raw(trigger.sql).execute(trx);
  return result;
}

/** Runs `work` in one transaction; every change that touches several rows goes through here. */
export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/**
 * Holds `keys` within the lock space `space` for the rest of the transaction, so two transactions
 * that count rows under one key (a rate limit's attempts) count one after the other: the second sees
 * the first's row. Taken in one statement, in one order, so two transactions cannot wait on each
 * other crosswise. On SQLite Kysely keeps one connection behind a mutex, and the caller's insert takes
 * the file's write lock before its count, so only PostgreSQL needs it.
 */
export async function holdKeys(trx: Trx, space: number, keys: readonly string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres' || keys.length === 0) return;
  const sorted = [...new Set(keys)].sort();
  await sql`
    select count(pg_advisory_xact_lock(cast(${space} as integer), hashtext(k)))
    from (select unnest(cast(${sorted} as text[])) as k order by k) as held`.execute(trx);
}
