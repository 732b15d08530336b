import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  type TransactionSettings,
} from 'kysely';

/**
 * SQLite with a second, read-only connection beside the one that writes. Kysely's own SQLite driver
 * keeps one connection behind a lock, so while a transaction ran (a bulk renewal of 10,000 lines
 * takes seconds) every other request, a member lookup included, waited for its commit. In WAL mode a
 * reader sees the last committed state while a writer's transaction is open, so a select outside a
 * transaction is answered by the reader at once; every write, and everything inside a transaction,
 * still goes through the one writer, one transaction at a time, as before. A database in memory
 * cannot be opened twice: there the reader is null and everything goes through the writer.
 */

/** What the driver needs of a connection: statements to prepare (kept compiled, see keepingStatements). */
export interface SqliteStatements {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
}

class Lock {
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;

  async take(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  give(): void {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }
}

function run(statements: SqliteStatements, query: CompiledQuery): QueryResult<unknown> {
  const statement = statements.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
    rows: [],
  };
}

/** A request's use of the database: inside a transaction it is the writer's; outside, each query finds its connection. */
class Session implements DatabaseConnection {
  isInTransaction = false;

  constructor(
    private readonly writer: SqliteStatements,
    private readonly reader: SqliteStatements | null,
    private readonly writing: Lock,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.isInTransaction) return run(this.writer, query) as QueryResult<R>;
    if (this.reader && SelectQueryNode.is(query.query)) return run(this.reader, query) as QueryResult<R>;
    await this.writing.take();
    try {
      return run(this.writer, query) as QueryResult<R>;
    } finally {
      this.writing.give();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const isOwnLock = !this.isInTransaction && !this.reader;
    if (isOwnLock) await this.writing.take();
    try {
      const statements = this.isInTransaction || !this.reader ? this.writer : this.reader;
      for (const row of statements.prepare(query.sql).iterate(query.parameters as unknown[])) {
        yield { rows: [row as R] };
      }
    } finally {
      if (isOwnLock) this.writing.give();
    }
  }
}

export class SqliteReaderDriver implements Driver {
  readonly #writing = new Lock();

  constructor(
    private readonly writer: SqliteStatements,
    private readonly reader: SqliteStatements | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this.writer, this.reader, this.#writing);
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await this.#writing.take();
    try {
      run(this.writer, CompiledQuery.raw('begin'));
    } catch (error) {
      this.#writing.give();
      throw error;
    }
    (connection as Session).isInTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    run(this.writer, CompiledQuery.raw('commit'));
    this.#end(connection as Session);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      run(this.writer, CompiledQuery.raw('rollback'));
    } finally {
      this.#end(connection as Session);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction Kysely gave up on without commit or rollback must not keep the writer.
    if ((connection as Session).isInTransaction) await this.rollbackTransaction(connection);
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }

  #end(session: Session): void {
    session.isInTransaction = false;
    this.#writing.give();
  }
}
