import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { forEachDatabase, type TestApp } from '../../test/helpers';
import { dialectOf } from './connection';
import { membersMatchingInNameOrder } from './member-search';

/**
 * A filter's page of the Member List read in name order from the index of migration 270: the same
 * pages as all the filter's matches sorted, and a plan that sorts nothing.
 */
forEachDatabase('member list filter in name order', (get) => {
  let t: TestApp;
  /** The filter's matches in the list's order, as the whole filtered list (`GET master?q=`) gives them. */
  let matches: string[];

  beforeAll(async () => {
    t = get();
    // More matches than a page, each between members the filter does not match, and equal names
    // whose IDs break the tie; a removed member who matches is not listed.
    for (let i = 0; i < 60; i++) {
      const first = `${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`;
      await insertMember(t.ctx.db, { member_name: `${first} QZWALK` });
      await insertMember(t.ctx.db, { member_name: `${first} QZOTHER` });
      if (i % 10 === 0) await insertMember(t.ctx.db, { member_name: `${first} QZWALK` });
    }
    const removed = await insertMember(t.ctx.db, { member_name: 'AA QZWALK' });
    await t.ctx.db
      .updateTable('members')
      .set({ archived_at: new Date().toISOString(), archived_by: 'Test Admin', archive_reason: 'left' })
      .where('id_number', '=', removed.id_number)
      .execute();
    const all = await t.call('GET', '/api/master?q=qzwalk');
    matches = all.json().data.map((m: { ID_NUMBER: string }) => m.ID_NUMBER);
    expect(matches).toHaveLength(66);
    expect(matches).not.toContain(removed.id_number);
  });

  async function page(query: string) {
    const res = await t.call('GET', `/api/members?q=qzwalk&${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { ID_NUMBER: string }[]; more: boolean; earlier: boolean };
    return { ids: body.data.map((m) => m.ID_NUMBER), more: body.more, earlier: body.earlier };
  }

  it('pages the matches forwards and back as the sorted matches', async () => {
    const first = await page('limit=50');
    expect(first).toEqual({ ids: matches.slice(0, 50), more: true, earlier: false });
    const second = await page(`limit=50&after=${matches[49]}`);
    expect(second).toEqual({ ids: matches.slice(50), more: false, earlier: true });
    const back = await page(`limit=20&before=${matches[60]}`);
    expect(back).toEqual({ ids: matches.slice(40, 60), more: true, earlier: true });
  });

  it('reads the first page from the name index, without sorting the matches', async () => {
    const db = t.ctx.db;
    const walk = membersMatchingInNameOrder(db, 'qzwalk', { direction: 'asc' }).limit(51).compile();
    if (dialectOf(db) === 'sqlite') {
      const { rows } = await db.executeQuery<{ detail: string }>({
        ...walk,
        sql: `explain query plan ${walk.sql}`,
      });
      const details = rows.map((r) => r.detail);
      expect(details.some((d) => d.includes('COVERING INDEX members_listed_searched'))).toBe(true);
      expect(details.filter((d) => d.includes('TEMP B-TREE'))).toEqual([]);
      return;
    }
    const plan = await db.transaction().execute(async (trx) => {
      // However small the test's table, the plan must be able to do without a sort.
      await sql`set local enable_sort = off`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        ...walk,
        sql: `explain ${walk.sql}`,
      });
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using members_search_name_id/);
    expect(plan).not.toMatch(/Sort/);
  });
});
