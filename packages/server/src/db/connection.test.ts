import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { searchMembers } from '../modules/members/members.repository';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrations';

describe('SQLite statistics', () => {
  it("drops ANALYZE's value samples on open, keeping the index sizes the planner needs", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'trust-stat4-')), 'trust.db');
    const first = openDatabase(`file:${file}`);
    await migrateToLatest(first.db);
    for (let i = 0; i < 40; i++)
      await insertMember(first.db, { id_number: String(80_000 + i), mobile: `98${String(i % 4).padStart(8, '0')}` });
    await sql`analyze`.execute(first.db);
    const count = (table: string) => sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`;
    // With samples, a statement comparing a value with a non-unique index (mobile, ticket, a
    // member's payments or dependents) is planned again on every call with a new value.
    expect((await count('sqlite_stat4').execute(first.db)).rows[0]?.n).toBeGreaterThan(0);
    await first.close();

    const reopened = openDatabase(`file:${file}`);
    try {
      expect((await count('sqlite_stat4').execute(reopened.db)).rows[0]?.n).toBe(0);
      expect((await count('sqlite_stat1').execute(reopened.db)).rows[0]?.n).toBeGreaterThan(0);
      const found = await searchMembers(reopened.db, 'none', 'none', '9800000001');
      expect(found).toHaveLength(10);
    } finally {
      await reopened.close();
    }
  });
});
