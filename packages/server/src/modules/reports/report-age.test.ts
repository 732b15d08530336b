import { ageOn } from '@trust/contract/report';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { sqliteAgeOn } from './reports.repository';

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

// Only SQLite writes the report's rows itself (see mediclaimReportRowsBetween).
describe('the mediclaim report age worked out by SQLite', () => {
  it('is the age contract ageOn gives, for every pair', async () => {
    const t = await createTestApp('sqlite');
    const { db } = t.ctx;
    const pairs = BIRTHS.flatMap((birth) => DAYS.map((on) => [birth, on] as const));
    const selects = pairs.map(
      ([birth, on], i) => sql`select ${sql.lit(i)} as i, ${sqliteAgeOn(sql`${birth}`, sql`${on}`)} as age`,
    );
    const { rows } = await sql<{ i: number; age: string }>`${sql.join(selects, sql` union all `)}`.execute(db);
    const got = rows.sort((a, b) => Number(a.i) - Number(b.i)).map((r) => r.age);
    expect(got).toEqual(pairs.map(([birth, on]) => ageOn(birth, on)));
    await t.close();
  });
});
