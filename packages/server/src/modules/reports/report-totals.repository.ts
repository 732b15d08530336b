import type { CollectionKind } from '@trust/contract/enums';
import type { DateRange } from '@trust/contract/fields';
import type { CollectionTotal } from '@trust/contract/report';
import type { ReportTotals } from '@trust/contract/report-page';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import { COLLECTION_SOURCES } from '../receipts/fates.repository';

/**
 * A report's totals over its whole range, summed by the database: a year of receipts is grouped
 * where it lies instead of crossing to the server. The same PAID rule and amount per kind as the
 * collection report (`COLLECTION_SOURCES`), so a page's totals equal those of the whole report.
 */

function sourcesOf(kinds: readonly CollectionKind[]) {
  return COLLECTION_SOURCES.filter((s) => kinds.includes(s.kind));
}

/** The PAID payments of these kinds in the range: day, kind, mode, who recorded it and the amount. */
function paidUnion(range: DateRange, kinds: readonly CollectionKind[]) {
  const parts = sourcesOf(kinds).map(
    (s) => sql`
      select p.${sql.ref(s.date)} as day, ${sql.lit(s.kind)} as kind, ${sql.raw(s.mode)} as mode,
             p.created_by as recorded_by, ${sql.raw(s.amount)} as amount
      from ${sql.table(s.table)} p
      join members m on m.id_number = p.member_id
      where p.${sql.ref(s.date)} >= ${range.fromDate} and p.${sql.ref(s.date)} <= ${range.toDate}
        and ${sql.raw(s.paid)}`,
  );
  return sql.join(parts, sql` union all `);
}

/** One group of the PAID payments: a kind, mode and user (and day when asked), its count and sum. */
interface PaidGroup {
  kind: string;
  mode: string;
  recorded_by: string;
  day?: string;
  count: number | string;
  amount: number | string;
}

type Grouping = 'day' | 'kind' | 'mode' | 'recorded_by';

/** The groups added up by one of their columns, sorted by it as collectionTotals sorts. */
function rollUp(groups: readonly PaidGroup[], by: Grouping): CollectionTotal[] {
  const totals = new Map<string, CollectionTotal>();
  for (const g of groups) {
    const key = String(g[by]);
    const total = totals.get(key) ?? { key, count: 0, amount: 0 };
    total.count += Number(g.count);
    total.amount += Number(g.amount);
    totals.set(key, total);
  }
  // Sorted here rather than by the database, whose collations differ: the same order as collectionTotals.
  return [...totals.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The totals of the PAID payments of these kinds in the range, by mode, kind and user, and by day
 * when `byDay` (the collection report). The range is read once, grouped by all of these together
 * (a few thousand groups for a year), and each total is added up here from those groups; every
 * amount is a whole number of rupees, so adding the groups' sums changes none.
 */
export async function paidTotals(
  db: DbOrTrx,
  range: DateRange,
  kinds: readonly CollectionKind[],
  { byDay = false }: { byDay?: boolean } = {},
): Promise<ReportTotals> {
  const columns = sql.join(
    (['kind', 'mode', 'recorded_by', ...(byDay ? ['day'] : [])] as const).map((c) => sql`t.${sql.ref(c)}`),
  );
  const { rows } = await sql<PaidGroup>`
    select ${columns}, count(*) as count, sum(t.amount) as amount
    from (${paidUnion(range, kinds)}) t
    group by ${columns}`.execute(db);
  const byKind = rollUp(rows, 'kind');
  const total: CollectionTotal = { key: 'TOTAL', count: 0, amount: 0 };
  for (const k of byKind) {
    total.count += k.count;
    total.amount += k.amount;
  }
  const days = byDay ? { byDay: rollUp(rows, 'day') } : {};
  return { ...days, byMode: rollUp(rows, 'mode'), byKind, byUser: rollUp(rows, 'recorded_by'), total };
}

/**
 * Each of these money columns of one kind's PAID payments in the range summed (a missing bank
 * charge counts 0), for the total row of the misc and GPAIS reports.
 */
export async function paidColumnSums(
  db: DbOrTrx,
  range: DateRange,
  kind: CollectionKind,
  columns: readonly string[],
): Promise<Record<string, number>> {
  const [source] = sourcesOf([kind]);
  if (!source) throw new Error(`No payments of kind ${kind}`);
  const sums = columns.map((c) => sql`coalesce(sum(coalesce(p.${sql.ref(c)}, 0)), 0) as ${sql.ref(c)}`);
  const { rows } = await sql<Record<string, number | string>>`
    select ${sql.join(sums)}
    from ${sql.table(source.table)} p
    join members m on m.id_number = p.member_id
    where p.${sql.ref(source.date)} >= ${range.fromDate} and p.${sql.ref(source.date)} <= ${range.toDate}
      and ${sql.raw(source.paid)}`.execute(db);
  const row = rows[0] ?? {};
  return Object.fromEntries(columns.map((c) => [c, Number(row[c] ?? 0)]));
}
