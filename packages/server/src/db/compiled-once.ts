import { randomUUID } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import { type DbOrTrx, type DialectName, dialectOf } from './connection';

/**
 * A speed-up kept beside the plain path (docs/architecture.md): a desk read whose query never
 * changes shape is built and compiled by Kysely once for each kind of database, then run with each
 * call's values.
 *
 * Kysely builds a query as a tree of frozen nodes and compiles it by walking that tree, on every
 * call; for a member's row (27 named columns) that walk is a large share of a lookup's server CPU,
 * and the desk's fixed reads run it thousands of times a day for the same text.
 *
 * The query is written with Kysely as any other; `build` is called once, with stand-in texts where
 * the values go, and each stand-in must end up a parameter of the compiled statement (a stand-in
 * written into the SQL text, or lost, fails the first call). Values are texts: the desk's reads look
 * members up by ID, ticket and mobile.
 */
export function compiledOnce<Values extends string[], Row>(
  build: (db: DbOrTrx, ...values: Values) => Query<Row>,
): (db: DbOrTrx, ...values: Values) => Promise<Row[]> {
  const compiled = new Map<DialectName, Compiled<Row>>();
  return async (db, ...values) => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) {
      query = compile(build, db, values.length);
      compiled.set(dialect, query);
    }
    const { statement, slots } = query;
    const parameters = slots.map((slot, i) => (slot === null ? statement.parameters[i] : values[slot]));
    return (await db.executeQuery<Row>({ ...statement, parameters })).rows;
  };
}

/** A Kysely query builder, or a `sql` template, which compiles against the database it is given. */
interface Query<Row> {
  compile(db: DbOrTrx): CompiledQuery<Row>;
}

interface Compiled<Row> {
  statement: CompiledQuery<Row>;
  /** For each parameter, the index of the call's value it takes, or null for one the query fixes. */
  slots: (number | null)[];
}

const STAND_IN = `compiled-once:${randomUUID()}:`;

function compile<Values extends string[], Row>(
  build: (db: DbOrTrx, ...values: Values) => Query<Row>,
  db: DbOrTrx,
  count: number,
): Compiled<Row> {
  const standIns = Array.from({ length: count }, (_, i) => `${STAND_IN}${i}`) as Values;
  const statement = build(db, ...standIns).compile(db);
  const slots = statement.parameters.map((p) =>
    typeof p === 'string' && p.startsWith(STAND_IN) ? Number(p.slice(STAND_IN.length)) : null,
  );
  const placed = standIns.every((_, i) => slots.includes(i));
  if (!placed || statement.sql.includes(STAND_IN)) {
    throw new Error(`A query compiled once must take each of its ${count} values as a parameter: ${statement.sql}`);
  }
  return { statement, slots };
}
