import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDependent, insertMediclaimPayment, insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/connection';
import { mediclaimPaymentsBetween, reportDependentsOf } from './reports.repository';

/** How SQLite reads the mediclaim report's two queries: from their indexes alone, not row by row. */
describe('the mediclaim report reads its indexes alone [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await insertMember(t.ctx.db, { id_number: 'M1' });
    await insertDependent(t.ctx.db, 'M1');
    await insertMediclaimPayment(t.ctx.db, 'M1', { issue_date: '2025-06-01' });
  });
  afterAll(() => t.close());

  /** The plan of the one query `read` runs, with the values it ran with. */
  async function planOf(read: (db: Db) => Promise<unknown>): Promise<string> {
    let node: RootOperationNode | undefined;
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        node = args.node;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await read(t.ctx.db.withPlugin(capture));
    if (!node) throw new Error('no query ran');
    const { sql, parameters } = t.ctx.db.getExecutor().compileQuery(node, { queryId: 'plan' });
    const { rows } = await t.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return rows.map((r) => r.detail).join('\n');
  }

  it("reads a batch's payments in issue order from the PAID payments' report index", async () => {
    const range = { fromDate: '2025-01-01', toDate: '2025-12-31' };
    const plan = await planOf((db) =>
      mediclaimPaymentsBetween(db, range, { after: { issueDate: '2025-01-01', id: 0 }, limit: 250 }),
    );
    expect(plan).toMatch(/SEARCH p USING COVERING INDEX mediclaim_payments_report/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("reads the payers' dependents, removed ones included, from the dependents' report index", async () => {
    const plan = await planOf((db) => reportDependentsOf(db, ['M1', 'M2']));
    expect(plan).toMatch(/SEARCH d USING COVERING INDEX dependents_member_report/);
  });
});
