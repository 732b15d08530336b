import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf } from './dialect';

/**
 * Members are read from their own columns again: the JSON text kept beside them (005, with the
 * triggers that wrote it and the record of its keys) and the counter of changes to the member list
 * (004, with its triggers) go. Written with `if exists`: a database migrated but never started had
 * no row-JSON triggers yet.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql`drop trigger if exists member_row_json on members`.execute(db);
      await sql`drop function if exists member_row_json()`.execute(db);
      await sql`drop trigger if exists register_version_insert_delete on members`.execute(db);
      await sql`drop trigger if exists register_version_update on members`.execute(db);
      await sql`drop function if exists bump_register_version()`.execute(db);
    } else {
      for (const trigger of [
        'member_row_json_insert',
        'member_row_json_update',
        'register_version_insert',
        'register_version_delete',
        'register_version_update',
      ]) {
        await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
      }
    }
    await db.schema.dropTable('register_changes').ifExists().execute();
    await db.schema.dropTable('derived_columns').ifExists().execute();
    await db.schema.alterTable('members').dropColumn('json_head').execute();
    await db.schema.alterTable('members').dropColumn('json_tail').execute();
  },
};
