import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Staff accounts get a role (VIEWER, STAFF or ADMIN), can be disabled, can carry a temporary
 * password that must be changed at the next sign-in, and remember their last sign-in. Every
 * account that exists already becomes ADMIN, so nothing that worked for it stops working.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('admins')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('STAFF').check(sql`role in ('VIEWER', 'STAFF', 'ADMIN')`))
      .execute();
    await sql`update admins set role = 'ADMIN'`.execute(db);
    await db.schema.alterTable('admins').addColumn('disabled_at', 'text').execute();
    await db.schema.alterTable('admins').addColumn('temporary_password_at', 'text').execute();
    await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'text').execute();
  },
};
