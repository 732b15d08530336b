import type pg from 'pg';

/** Statements named at most: the desk's few dozen queries, and room for lists of varying length. */
const NAMED_STATEMENTS = 200;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A speed-up kept beside the plain path, with the benchmark's figure that keeps it in
 * docs/architecture.md. PostgreSQL parses and plans a statement sent as bare text every time it
 * comes. A named statement is parsed once per connection, and planned once when PostgreSQL finds its
 * generic plan no worse than a fresh one (its own rule, decided by the statement's estimated cost).
 * Kysely compiles each query of the app to the same text whatever its values, so each text gets a
 * name, the same on every connection of the pool; texts past the first NAMED_STATEMENTS go as bare
 * text. Only queries are named; schema changes go as text. pg runs each as it runs any named query.
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
      return name === undefined ? query(text, values) : query({ name, text, values });
    }) as typeof client.query;
  });
  return pool;
}
