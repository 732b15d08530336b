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

type Grouping = 'day' | 'kind' | 'mode' | 'recorded_by';

async function totalsBy(
  db: DbOrTrx,
  range: DateRange,
  kinds: readonly CollectionKind[],
  by: Grouping,
): Promise<CollectionTotal[]> {
  const { rows } = await sql<{ key: string; count: number | string; amount: number | string }>`
    select t.${sql.ref(by)} as key, count(*) as count, sum(t.amount) as amount
    from (${paidUnion(range, kinds)}) t
    group by t.${sql.ref(by)}`.execute(db);
  // Sorted here rather than by the database, whose collations differ: the same order as collectionTotals.
  return rows
    .map((r) => ({ key: String(r.key), count: Number(r.count), amount: Number(r.amount) }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The totals of the PAID payments of these kinds in the range, by mode, kind and user, and by day
 * when `byDay` (the collection report). The whole range's count and sum come from the kinds'.
 */
export async function paidTotals(
  db: DbOrTrx,
  range: DateRange,
  kinds: readonly CollectionKind[],
  { byDay = false }: { byDay?: boolean } = {},
): Promise<ReportTotals> {
  const byKind = await totalsBy(db, range, kinds, 'kind');
  const byMode = await totalsBy(db, range, kinds, 'mode');
  const byUser = await totalsBy(db, range, kinds, 'recorded_by');
  const total: CollectionTotal = { key: 'TOTAL', count: 0, amount: 0 };
  for (const k of byKind) {
    total.count += k.count;
    total.amount += k.amount;
  }
  const days = byDay ? { byDay: await totalsBy(db, range, kinds, 'day') } : {};
  return { ...days, byMode, byKind, byUser, total };
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
