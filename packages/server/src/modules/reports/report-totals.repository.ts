import type { CollectionKind } from '@trust/contract/enums';
import type { DateRange } from '@trust/contract/fields';
import type { CollectionTotal } from '@trust/contract/report';
import type { ReportTotals } from '@trust/contract/report-page';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import { COLLECTION_SOURCES } from '../../db/receipt-kinds';

/**
 * A report's totals over its whole range, summed by the database: a year of receipts is grouped
 * where it lies instead of crossing to the server. The same PAID rule and amount per kind as the
 * collection report (`COLLECTION_SOURCES`), so a page's totals equal those of the whole report.
 *
 * Totals read the payments alone, where the report's lines join each to its member for the name:
 * every payment has its member (the foreign key, and a member with payments is archived, never
 * deleted, as the books guards refuse to delete a payment), so the join would change no total. It
 * was half of a year's totals: a lookup in half a million members for each payment.
 */

function sourcesOf(kinds: readonly CollectionKind[]) {
  return COLLECTION_SOURCES.filter((s) => kinds.includes(s.kind));
}

/**
 * The PAID payments of these kinds in the range, each kind grouped by its mode and who recorded it
 * (and day when `byDay`) where it lies: each kind's index of its PAID payments (migration 096) holds
 * these columns in this order, so the database reads the index alone and groups as it reads.
 */
function paidGroups(range: DateRange, kinds: readonly CollectionKind[], byDay: boolean) {
  const parts = sourcesOf(kinds).map((s) => {
    const date = sql`p.${sql.ref(s.date)}`;
    const groups = byDay ? sql`${date}, ${sql.raw(s.mode)}, p.created_by` : sql`${sql.raw(s.mode)}, p.created_by`;
    return sql`
      select ${sql.lit(s.kind)} as kind, ${sql.raw(s.mode)} as mode, p.created_by as recorded_by,
             ${byDay ? sql`${date} as day,` : sql``} count(*) as count, sum(${sql.raw(s.amount)}) as amount
      from ${sql.table(s.table)} p
      where ${date} >= ${range.fromDate} and ${date} <= ${range.toDate} and ${sql.raw(s.paid)}
      group by ${groups}`;
  });
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
 * (up to some ten thousand groups for a year), and each total is added up here from those groups;
 * every amount is a whole number of rupees, so adding the groups' sums changes none.
 */
export async function paidTotals(
  db: DbOrTrx,
  range: DateRange,
  kinds: readonly CollectionKind[],
  { byDay = false }: { byDay?: boolean } = {},
): Promise<ReportTotals> {
  const { rows } = await sql<PaidGroup>`${paidGroups(range, kinds, byDay)}`.execute(db);
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
    where p.${sql.ref(source.date)} >= ${range.fromDate} and p.${sql.ref(source.date)} <= ${range.toDate}
      and ${sql.raw(source.paid)}`.execute(db);
  const row = rows[0] ?? {};
  return Object.fromEntries(columns.map((c) => [c, Number(row[c] ?? 0)]));
}
