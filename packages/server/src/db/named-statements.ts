import pg from 'pg';

/** Statements named at most: the desk's few dozen queries, and room for lists of varying length. */
const NAMED_STATEMENTS = 200;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * PostgreSQL parses and plans a statement sent as bare text every time it comes. A named statement
 * is parsed once per connection, and planned once when PostgreSQL finds its generic plan no worse
 * than a fresh one (its own rule, decided by the statement's estimated cost). Kysely compiles each
 * query of the app to the same text whatever its values, so each text gets a name, the same on
 * every connection of the pool; texts past the first NAMED_STATEMENTS go as bare text. Measured on
 * one connection with 50,000 members (2 cores): a member's list place 289 → 138 µs, a Member List
 * page after a member 706 → 378 µs, a filter's first page 2,715 → 1,846 µs, and each query took
 * about 100 µs less of the server's CPU. Only queries are named; schema changes go as text.
 *
 * Each named query also runs as a DescribedOnce, which reads its columns once per connection.
 */
export function namingStatements(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= NAMED_STATEMENTS || !NAMEABLE.test(text)) return name;
    const fresh = `q${names.size + 1}`;
    names.set(text, fresh);
    return fresh;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely sends each query as query(text, values); every other form passes through as it is.
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
      const name = nameOf(text);
      if (name === undefined) return query(text, values);
      return new Promise((resolve, reject) => {
        query(new DescribedOnce({ name, text, values }, (error, result) => (error ? reject(error) : resolve(result))));
      });
    }) as typeof client.query;
  });
  return pool;
}

/** The columns a statement's rows came with, as pg read them from its row description. */
interface Columns {
  fields: unknown[];
  parsers: unknown[] | undefined;
  emptyRow: Record<string, null> | null;
}

/** The columns of each statement described on a connection, by the statement's name. */
const describedOn = new WeakMap<pg.Connection, Map<string, Columns>>();

/**
 * The parts of pg's Query (pg 8.23, pinned in package.json) that DescribedOnce takes over: its
 * result's columns, and the steps of its extended-protocol run.
 */
interface QueryParts {
  name?: string;
  _result: {
    fields: unknown[];
    _parsers: unknown[] | undefined;
    _prebuiltEmptyResultObject: Record<string, null> | null;
  };
  _accumulateRows: boolean;
  hasBeenParsed(connection: pg.Connection): boolean;
  prepare(connection: pg.Connection): void;
  handleRowDescription(message: unknown): void;
}

type Callback = (error: Error | undefined, result: unknown) => void;
const Query = pg.Query as unknown as new (config: pg.QueryConfig, callback: Callback) => QueryParts;

/**
 * pg asks PostgreSQL to describe a statement's columns on every run, even of a statement it has
 * already parsed on that connection, and builds a parser for each column from the answer. A member's
 * row has 27 columns: reading them again was about a tenth of a member lookup's server CPU on
 * PostgreSQL (perf, 50,000 members, 10 clients). Here a statement parsed on a connection is
 * described on its first run there; later runs bind and execute only, and read their rows with the
 * columns and parsers of that first run. PostgreSQL refuses to run a parsed statement whose columns
 * a schema change has altered ("cached plan must not change result type"), so kept columns never
 * misread a row. Measured with 50,000 members at 10 clients (2 cores), server CPU per request: a
 * member lookup 191 → 164 µs, the three-way search 209 → 173, a subscription status 190 → 167, a
 * member's dependents 189 → 162, a Member List page 479 → 406.
 */
class DescribedOnce extends Query {
  private connection: pg.Connection | undefined;

  override prepare(connection: pg.Connection): void {
    this.connection = connection;
    const columns =
      this.name && this.hasBeenParsed(connection) ? describedOn.get(connection)?.get(this.name) : undefined;
    if (!columns) {
      super.prepare(connection);
      return;
    }
    // pg's own run, less its Describe: the values are bound (or refused) as pg binds them.
    connection.describe = () => {};
    try {
      super.prepare(connection);
    } finally {
      delete (connection as Partial<pg.Connection>).describe;
    }
    this._result.fields = columns.fields;
    this._result._parsers = columns.parsers;
    this._result._prebuiltEmptyResultObject = columns.emptyRow;
    // What pg's handleRowDescription sets for a query answered through a callback.
    this._accumulateRows = true;
  }

  override handleRowDescription(message: unknown): void {
    super.handleRowDescription(message);
    if (!this.name || !this.connection) return;
    const described = describedOn.get(this.connection) ?? new Map<string, Columns>();
    describedOn.set(this.connection, described);
    described.set(this.name, {
      fields: this._result.fields,
      parsers: this._result._parsers,
      emptyRow: this._result._prebuiltEmptyResultObject,
    });
  }
}
