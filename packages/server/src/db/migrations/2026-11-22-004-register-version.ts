import { type Kysely, type Migration, sql } from 'kysely';
import { dialectOf } from './dialect';

/** A counter of changes to the member list's order, which a cache of it read; dropped again by 006. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('register_changes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into register_changes (id, version) values (1, 0)`.execute(db);
    await createRegisterVersionTriggers(db);
  },
};

/**
 * The member list's order and filter depend on members' names, IDs, ticket numbers and mobiles;
 * every write that could change them bumps `register_changes.version`, so a list kept in memory
 * knows when it is stale, whichever process or connection made the change.
 */
async function createRegisterVersionTriggers(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // Once per statement: an import of thousands of members bumps it once.
    await sql`create function bump_register_version() returns trigger language plpgsql
      set search_path from current as $$
      begin update register_changes set version = version + 1; return null; end $$`.execute(db);
    await sql`create trigger register_version_insert_delete after insert or delete on members
      for each statement execute function bump_register_version()`.execute(db);
    await sql`create trigger register_version_update after update of member_name, id_number, ticket_number, mobile
      on members for each statement execute function bump_register_version()`.execute(db);
    return;
  }
  const bump = sql`update register_changes set version = version + 1;`;
  const changed = sql`old.member_name is not new.member_name or old.id_number is not new.id_number
    or old.ticket_number is not new.ticket_number or old.mobile is not new.mobile`;
  await sql`create trigger register_version_insert after insert on members begin ${bump} end`.execute(db);
  await sql`create trigger register_version_delete after delete on members begin ${bump} end`.execute(db);
  await sql`create trigger register_version_update after update on members when ${changed}
    begin ${bump} end`.execute(db);
}
