import { type Compilable, CompiledQuery } from 'kysely';
import { type Db, type DbOrTrx, type DialectName, dialectOf, directReaderOf } from './connection';

/**
 * A read the desk makes all day (a member, its dependents, a status), built with Kysely once and
 * then run straight on the driver: building and compiling the query and Kysely's executor together
 * cost about as much as SQLite reading the row (a member lookup went from about 150 to 110 µs of
 * server CPU). The builder is called once per database kind with stand-ins for its arguments, so
 * its shape must not depend on their values (no `in` lists, no optional filters).
 */
export function preparedRead<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: DbOrTrx, ...args: Args) => Promise<Row[]> {
  const compiled = new Map<DialectName, { sql: string; parameters: readonly unknown[] }>();
  return async (db, ...args) => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) {
      const standIns = args.map((_, index) => new StandIn(index)) as Args;
      query = build(db as Db, ...standIns).compile();
      compiled.set(dialect, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof StandIn ? args[p.index] : p));
    const direct = directReaderOf(db)?.(query.sql, parameters);
    if (direct) return (await direct) as Row[];
    return (await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters))).rows;
  };
}

/** Where an argument goes in the compiled query's parameters. */
class StandIn {
  constructor(readonly index: number) {}
}
