import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * What a migration may use besides Kysely: the few ways the two databases differ in DDL. Released
 * migrations call these, so like them this file never changes what an existing function does; a
 * migration needing something else adds a function here, or writes it out itself. It imports
 * nothing of the app, whose code may change under migrations that already ran.
 */

export function dialectOf(db: Kysely<unknown>): 'sqlite' | 'postgres' {
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
 * Where pg_trgm is installed, installing it in public when it is not: an extension belongs to the
 * whole database, so it must not live in a schema that may be dropped with its tables (the tests
 * give each suite a schema of its own). pg_trgm ships with PostgreSQL and is trusted: the
 * database's owner may create it. Two migrations racing to create it are both fine.
 */
export async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const installed = () =>
    sql<{ schema: string }>`select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const found = (await installed()).rows[0];
  if (found) return found.schema;
  // Migrations run in a transaction: the savepoint keeps it usable when the other one won the race.
  await sql`savepoint create_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint create_pg_trgm`.execute(db);
    if (!(await installed()).rows[0]) throw error;
  }
  const schema = (await installed()).rows[0]?.schema;
  if (!schema) throw new Error('pg_trgm could not be installed');
  return schema;
}
