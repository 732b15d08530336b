import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ageOn } from '@trust/contract/report';
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

/** Birth dates and days of cover where a rule for ages goes wrong, and text that is no date at all. */
const BIRTHS = [
  '2000-02-29',
  '1999-03-01',
  '1984-12-31',
  '1970-01-01',
  '2024-05-10',
  '2025-01-01',
  '1900-02-28',
  '0000-01-01',
  '2023-02-29',
  '2000-13-01',
  '2000-04-31',
  '2000-06-31',
  '2000-09-31',
  '2000-11-31',
  '2000-01-32',
  '2000-00-10',
  '2000-01-00',
  '',
  '2000-1-01',
  '20000101',
  'abcd-ef-gh',
  '2000-01-01T00:00',
  '2000-01-01 ',
  ' 2000-01-01',
  'now',
  '2451545.0',
];
const DAYS = [
  '2024-02-28',
  '2024-02-29',
  '2025-02-28',
  '2025-03-01',
  '2024-05-09',
  '2024-05-10',
  '2100-02-28',
  '1999-13-40',
  '',
];

describe("SQLite's age_on", () => {
  it('is contract ageOn, for birth dates and days where a rule for ages goes wrong and text that is no date', async () => {
    const { db, close } = openDatabase(':memory:');
    const pairs = BIRTHS.flatMap((birth) => DAYS.map((on) => [birth, on] as const));
    const selects = pairs.map(([birth, on], i) => sql`select ${i} as i, age_on(${birth}, ${on}) as age`);
    const { rows } = await sql<{ i: number; age: string }>`${sql.join(selects, sql` union all `)}`.execute(db);
    expect(rows.sort((a, b) => a.i - b.i).map((r) => r.age)).toEqual(pairs.map(([birth, on]) => ageOn(birth, on)));
    const { rows: nulls } = await sql<{ age: string }>`select age_on(null, '2024-01-01') as age`.execute(db);
    expect(nulls[0]?.age).toBe('');
    await close();
  });
});
