import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { moveAadhaarNumbersIntoVault } from './aadhaar-move';
import { aadhaarVault } from './aadhaar-vault';
import { type DbHandle, openDatabase } from './connection';
import { membersMatching } from './member-search';
import { migrateTo, migrateToLatest } from './migrations';

const postgresUrl = process.env.TEST_DATABASE_URL;
const vault = aadhaarVault(Buffer.alloc(32, 3));

async function databases(): Promise<{ handle: DbHandle; schema?: string; drop(): Promise<void> }[]> {
  const out: { handle: DbHandle; schema?: string; drop(): Promise<void> }[] = [
    { handle: openDatabase(':memory:'), drop: async () => {} },
  ];
  if (postgresUrl) {
    const schema = `v_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    out.push({
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
  return out;
}

/** The file each table that held the numbers, and each of its indexes, is stored in (PostgreSQL). */
async function tableFiles(db: DbHandle['db']): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; file: string }>`
    select c.relname as name, pg_relation_filenode(c.oid)::text as file
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and (c.relname in ('members', 'audit_log')
      or c.oid in (select indexrelid from pg_index where indrelid in ('members'::regclass, 'audit_log'::regclass)))
  `.execute(db);
  return new Map(rows.map((r) => [r.name, r.file]));
}

describe('moving the numbers stored before the vault', () => {
  it('encrypts them, masks them in the members and the audit trail, and runs once', async () => {
    for (const { handle, schema, drop } of await databases()) {
      const { db } = handle;
      try {
        await migrateTo(db, '2026-11-23-021-two-step-sign-in', schema);
        const spaced = await insertMember(db, { ticket_number: '4321 8765 2109' });
        const plain = await insertMember(db, { ticket_number: '432187652110' });
        const ticket = await insertMember(db, { ticket_number: '55-12' });
        await db
          .insertInto('audit_log')
          .values({
            at: new Date().toISOString(),
            actor: 'old@trust.test',
            action: 'UPDATE',
            entity: 'member',
            entity_id: spaced.id_number,
            member_id: spaced.id_number,
            before_json: JSON.stringify({ ticket_number: '4321 8765 2109', remarks: 'kept' }),
            after_json: JSON.stringify({ member: { TICKET_NUMBER: '432187652110' }, mobile: '9822012345' }),
          })
          .execute();
        await migrateToLatest(db, schema);
        const filesBefore = schema ? await tableFiles(db) : null;
        await moveAadhaarNumbersIntoVault(db, vault);
        if (filesBefore) {
          // PostgreSQL's old row versions held the clear numbers: the tables and their indexes are in new files.
          const filesAfter = await tableFiles(db);
          for (const [name, file] of filesBefore) expect(filesAfter.get(name), name).not.toBe(file);
        }

        const rows = await db
          .selectFrom('members')
          .select(['id_number', 'ticket_number', 'aadhaar_cipher', 'aadhaar_hash'])
          .orderBy('id_number')
          .execute();
        const byId = new Map(rows.map((r) => [r.id_number, r]));
        expect(byId.get(spaced.id_number)?.ticket_number).toBe('XXXX XXXX 2109');
        expect(vault.decrypt(byId.get(spaced.id_number)?.aadhaar_cipher ?? '')).toBe('432187652109');
        expect(byId.get(plain.id_number)?.aadhaar_hash).toBe(vault.hash('432187652110'));
        expect(byId.get(ticket.id_number)).toMatchObject({ ticket_number: '55-12', aadhaar_cipher: null });
        // The filter knows the masked numbers only.
        const matching = async (text: string) => (await membersMatching(db, text).execute()).map((m) => m.id_number);
        expect(await matching('8765 2109')).toEqual([]);
        expect(await matching('xxxx 2109')).toEqual([spaced.id_number]);

        const line = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
        expect(JSON.parse(line.before_json ?? '')).toEqual({ ticket_number: 'XXXX XXXX 2109', remarks: 'kept' });
        expect(JSON.parse(line.after_json ?? '')).toEqual({
          member: { TICKET_NUMBER: 'XXXX XXXX 2110' },
          mobile: '9822012345',
        });
        expect(await db.selectFrom('aadhaar_vault_pending').selectAll().execute()).toEqual([]);

        // A later start finds nothing to do: a number stored around the vault stays for the next request.
        await db
          .updateTable('members')
          .set({ ticket_number: '111122223333' })
          .where('id_number', '=', ticket.id_number)
          .execute();
        await moveAadhaarNumbersIntoVault(db, vault);
        const untouched = await db
          .selectFrom('members')
          .select('ticket_number')
          .where('id_number', '=', ticket.id_number)
          .executeTakeFirstOrThrow();
        expect(untouched.ticket_number).toBe('111122223333');
      } finally {
        await handle.close();
        await drop();
      }
    }
  });

  it('moves the numbers typed with hyphens or dots, kept as typed before they were known for Aadhaar numbers', async () => {
    for (const { handle, schema, drop } of await databases()) {
      const { db } = handle;
      try {
        await migrateTo(db, '2026-11-26-100-mediclaim-report-indexes', schema);
        await moveAadhaarNumbersIntoVault(db, vault);
        const hyphens = await insertMember(db, { ticket_number: '9182-7364-5503' });
        const dots = await insertMember(db, { ticket_number: '9182.7364.5504' });
        const ticket = await insertMember(db, { ticket_number: '55-12' });
        await db
          .insertInto('audit_log')
          .values({
            at: new Date().toISOString(),
            actor: 'old@trust.test',
            action: 'CREATE',
            entity: 'member',
            entity_id: hyphens.id_number,
            member_id: hyphens.id_number,
            before_json: null,
            after_json: JSON.stringify({ ticket_number: '9182-7364-5503', other: '9182.7364.5504', id: '55-12' }),
          })
          .execute();
        await migrateToLatest(db, schema);
        await moveAadhaarNumbersIntoVault(db, vault);

        const rows = await db.selectFrom('members').selectAll().execute();
        const byId = new Map(rows.map((r) => [r.id_number, r]));
        expect(byId.get(hyphens.id_number)?.ticket_number).toBe('XXXX XXXX 5503');
        expect(vault.decrypt(byId.get(hyphens.id_number)?.aadhaar_cipher ?? '')).toBe('918273645503');
        expect(byId.get(dots.id_number)?.ticket_number).toBe('XXXX XXXX 5504');
        expect(byId.get(dots.id_number)?.aadhaar_hash).toBe(vault.hash('918273645504'));
        expect(byId.get(ticket.id_number)).toMatchObject({ ticket_number: '55-12', aadhaar_cipher: null });
        const line = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
        expect(JSON.parse(line.after_json ?? '')).toEqual({
          ticket_number: 'XXXX XXXX 5503',
          other: 'XXXX XXXX 5504',
          id: '55-12',
        });
        expect(await db.selectFrom('aadhaar_vault_pending').selectAll().execute()).toEqual([]);
      } finally {
        await handle.close();
        await drop();
      }
    }
  });
});
