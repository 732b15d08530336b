import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { type DbHandle, dialectOf, openDatabase } from './connection';
import { membersMatching } from './member-search';
import { migrateTo, migrateToLatest } from './migrations';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A fresh, empty database of each kind (PostgreSQL when TEST_DATABASE_URL is set), in a schema of its own. */
async function emptyDatabases(): Promise<{ handle: DbHandle; schema?: string; drop(): Promise<void> }[]> {
  const databases: { handle: DbHandle; schema?: string; drop(): Promise<void> }[] = [
    { handle: openDatabase(':memory:'), drop: async () => {} },
  ];
  if (postgresUrl) {
    const schema = `m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    databases.push({
      handle: openDatabase(postgresUrl, { pgSchema: schema }),
      schema,
      drop: async () => {
        const c = new pg.Client({ connectionString: postgresUrl });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    });
  }
  return databases;
}

/** The row-JSON triggers a server of release 005 made at start, as far as 006 must remove them. */
async function rowJsonTriggersOf005(handle: DbHandle): Promise<void> {
  const { db } = handle;
  if (dialectOf(db) === 'postgres') {
    await sql`create function member_row_json() returns trigger language plpgsql set search_path from current as $$
      begin new.json_head := '{"ID_NUMBER":"' || new.id_number || '"}'; return new; end $$`.execute(db);
    await sql`create trigger member_row_json before insert or update on members
      for each row execute function member_row_json()`.execute(db);
  } else {
    await sql`create trigger member_row_json_insert after insert on members
      begin update members set json_head = new.id_number where id_number = new.id_number; end`.execute(db);
  }
  await sql`insert into derived_columns (name, definition) values ('member_row_json', '[]')`.execute(db);
}

describe('upgrading a database of the last release', () => {
  it('drops the stored row JSON, its triggers and the register counter, keeping every member', async () => {
    for (const { handle, schema, drop } of await emptyDatabases()) {
      const { db } = handle;
      try {
        await migrateTo(db, '2026-11-23-005-member-row-json', schema);
        await rowJsonTriggersOf005(handle);
        const kept = await insertMember(db, { member_name: 'Kept Across Upgrade' });

        await migrateToLatest(db, schema);

        const member = await db
          .selectFrom('members')
          .selectAll()
          .where('id_number', '=', kept.id_number)
          .executeTakeFirst();
        expect(member?.member_name).toBe('Kept Across Upgrade');
        expect(Object.keys(member ?? {})).not.toContain('json_head');
        // Writes work without the old triggers, which would name the dropped columns.
        await insertMember(db, { member_name: 'Added After Upgrade' });
        const tables = (await db.introspection.getTables())
          .filter((t) => schema === undefined || t.schema === schema)
          .map((t) => t.name);
        expect(tables).not.toContain('register_changes');
        expect(tables).not.toContain('derived_columns');
      } finally {
        await handle.close();
        await drop();
      }
    }
  });
});

describe('upgrading to staff roles', () => {
  it('makes every account that existed an admin, and later accounts STAFF unless told', async () => {
    for (const { handle, schema, drop } of await emptyDatabases()) {
      const { db } = handle;
      try {
        await migrateTo(db, '2026-11-23-006-plain-member-rows', schema);
        const old = { name: 'Old Admin', phone: '', password_hash: 'x', created_by: 'system', created_at: 'now' };
        await sql`insert into admins (name, phone, email, password_hash, created_by, created_at)
          values (${old.name}, ${old.phone}, 'old@trust.test', ${old.password_hash}, ${old.created_by}, ${old.created_at})`.execute(
          db,
        );

        await migrateToLatest(db, schema);

        const rows = await db.selectFrom('admins').select(['email', 'role', 'disabled_at']).execute();
        expect(rows).toEqual([{ email: 'old@trust.test', role: 'ADMIN', disabled_at: null }]);
        await sql`insert into admins (name, phone, email, password_hash, created_by, created_at)
          values ('New', '', 'new@trust.test', 'x', 'x', 'now')`.execute(db);
        const added = await db
          .selectFrom('admins')
          .select('role')
          .where('email', '=', 'new@trust.test')
          .executeTakeFirst();
        expect(added?.role).toBe('STAFF');
        await expect(sql`update admins set role = 'ROOT' where email = 'new@trust.test'`.execute(db)).rejects.toThrow();
      } finally {
        await handle.close();
        await drop();
      }
    }
  });

  // 090 took archived members out of SQLite's search; 098 and 099 made each database's search table.
  for (const before of ['2026-11-25-070-renewal-batches', '2026-11-26-097-set-apart-indexes']) {
    it(`finds the register's members in the search after upgrading from ${before}, archived ones not, and follows them`, async () => {
      for (const { handle, schema, drop } of await emptyDatabases()) {
        const { db } = handle;
        try {
          await migrateTo(db, before, schema);
          const kept = await insertMember(db, { member_name: 'KEPT QZMIGRA' });
          const gone = await insertMember(db, { member_name: 'GONE QZMIGRA' });
          const archive = (at: string | null) =>
            db.updateTable('members').set({ archived_at: at }).where('id_number', '=', gone.id_number).execute();
          await archive('now');

          await migrateToLatest(db, schema);

          const searched = () =>
            membersMatching(db, 'qzmigra')
              .execute()
              .then((rows) => rows.map((row) => row.id_number).sort());
          expect(await searched()).toEqual([kept.id_number]);
          await archive(null);
          expect(await searched()).toEqual([kept.id_number, gone.id_number].sort());
        } finally {
          await handle.close();
          await drop();
        }
      }
    });
  }
});
