import type { BouncedChequeRow, CashDayEvent, DayCheque } from '@trust/contract/cashbook';
import type { CollectionKind } from '@trust/contract/enums';
import type { DateRange } from '@trust/contract/fields';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connection';
import { COLLECTION_SOURCES } from '../../db/receipt-kinds';

/** What the PAID receipts of a day came to for one mode and one user. */
export interface Takings {
  date: string;
  mode: string;
  recorded_by: string;
  count: number;
  amount: number;
}

/**
 * The PAID receipts of every kind in the range, summed by day, mode and the user who recorded them:
 * the same receipts the collection report lists (members joined as it joins them), added up by the
 * database.
 */
export async function takingsBetween(db: DbOrTrx, range: DateRange): Promise<Takings[]> {
  const parts = COLLECTION_SOURCES.map(
    (s) => sql`
      select p.${sql.ref(s.date)} as date, ${sql.raw(s.mode)} as mode, p.created_by as recorded_by,
             cast(count(*) as integer) as count, sum(${sql.raw(s.amount)}) as amount
      from ${sql.table(s.table)} p
      join members m on m.id_number = p.member_id
      where p.${sql.ref(s.date)} >= ${range.fromDate} and p.${sql.ref(s.date)} <= ${range.toDate}
        and ${sql.raw(s.paid)}
      group by p.${sql.ref(s.date)}, ${sql.raw(s.mode)}, p.created_by`,
  );
  const { rows } = await sql<Takings>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count), amount: Number(r.amount) }));
}

/** Where each kind records a cheque's number and bank; the forms of the others ask for neither. */
const CHEQUE_DETAILS: Partial<Record<CollectionKind, { number: string; bank: string }>> = {
  MEDICLAIM: { number: 'p.reference_number', bank: 'p.bank' },
};

/** The PAID cheque receipts of the day, of every kind, each with the deposit slip that carries it. */
export async function chequesOfDay(db: DbOrTrx, day: string): Promise<DayCheque[]> {
  const parts = COLLECTION_SOURCES.map((s) => {
    const details = CHEQUE_DETAILS[s.kind];
    return sql`
      select ${sql.lit(s.kind)} as kind, p.receipt_no, p.member_id, m.member_name, ${sql.raw(s.amount)} as amount,
             ${details ? sql`coalesce(${sql.raw(details.number)}, '')` : sql.lit('')} as cheque_number,
             ${details ? sql`coalesce(${sql.raw(details.bank)}, '')` : sql.lit('')} as drawn_on,
             dc.deposit_id
      from ${sql.table(s.table)} p
      join members m on m.id_number = p.member_id
      left join deposit_cheques dc on dc.receipt_no = p.receipt_no
      where p.${sql.ref(s.date)} = ${day} and ${sql.raw(s.mode)} = 'CHEQUE' and ${sql.raw(s.paid)}`;
  });
  const { rows } = await sql<DayCheque>`
    select * from (${sql.join(parts, sql` union all `)}) c order by receipt_no`.execute(db);
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    deposit_id: r.deposit_id === null ? null : Number(r.deposit_id),
  }));
}

/** The cheques whose bounce was recorded in the range, by bounce date then receipt number. */
export async function bouncesBetween(db: DbOrTrx, range: DateRange): Promise<BouncedChequeRow[]> {
  const parts = COLLECTION_SOURCES.map(
    (s) => sql`
      select p.bounce_date, ${sql.lit(s.kind)} as kind, p.receipt_no, p.${sql.ref(s.date)} as receipt_date,
             p.member_id, m.member_name, ${sql.raw(s.amount)} as amount, coalesce(p.bounce_reason, '') as reason,
             coalesce(p.bounced_by, '') as "by", coalesce(p.bounced_at, '') as "at",
             p.bounce_charge_receipt_no as charge_receipt_no
      from ${sql.table(s.table)} p
      join members m on m.id_number = p.member_id
      where p.bounce_date >= ${range.fromDate} and p.bounce_date <= ${range.toDate}`,
  );
  const { rows } = await sql<BouncedChequeRow>`
    select * from (${sql.join(parts, sql` union all `)}) b order by bounce_date, receipt_no`.execute(db);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export function findCashDay(db: DbOrTrx, day: string) {
  return db.selectFrom('cash_days').selectAll().where('day', '=', day).executeTakeFirst();
}

/** The days of the range that were ever closed, open again or not. */
export function cashDaysBetween(db: DbOrTrx, range: DateRange) {
  return db
    .selectFrom('cash_days')
    .selectAll()
    .where('day', '>=', range.fromDate)
    .where('day', '<=', range.toDate)
    .execute();
}

/** Which of these days are closed. */
export async function closedDaysAmong(db: DbOrTrx, days: readonly string[]): Promise<string[]> {
  if (days.length === 0) return [];
  const rows = await db
    .selectFrom('cash_days')
    .select('day')
    .where('day', 'in', [...days])
    .where('status', '=', 'CLOSED')
    .orderBy('day')
    .execute();
  return rows.map((r) => r.day);
}

export async function markDayClosed(
  db: DbOrTrx,
  day: { day: string; remark: string; closed_by: string; closed_at: string },
): Promise<void> {
  await db
    .insertInto('cash_days')
    .values({ ...day, status: 'CLOSED' })
    .onConflict((oc) =>
      oc
        .column('day')
        .doUpdateSet({ status: 'CLOSED', remark: day.remark, closed_by: day.closed_by, closed_at: day.closed_at }),
    )
    .execute();
}

export async function markDayOpen(db: DbOrTrx, day: string): Promise<void> {
  await db.updateTable('cash_days').set({ status: 'OPEN' }).where('day', '=', day).execute();
}

/** The figures of the day's latest close take the place of any earlier close's. */
export async function replaceDayCounts(
  db: DbOrTrx,
  day: string,
  counts: readonly { mode: string; expected: number; counted: number }[],
): Promise<void> {
  await db.deleteFrom('cash_day_counts').where('day', '=', day).execute();
  if (counts.length > 0) {
    await db
      .insertInto('cash_day_counts')
      .values(counts.map((c) => ({ day, ...c })))
      .execute();
  }
}

export function dayCountsBetween(db: DbOrTrx, range: DateRange) {
  return db
    .selectFrom('cash_day_counts')
    .selectAll()
    .where('day', '>=', range.fromDate)
    .where('day', '<=', range.toDate)
    .execute();
}

export async function insertDayEvent(
  db: DbOrTrx,
  event: { day: string; action: 'CLOSE' | 'REOPEN'; text: string; by_name: string; at: string },
): Promise<void> {
  await db.insertInto('cash_day_events').values(event).execute();
}

export async function dayEvents(db: DbOrTrx, day: string): Promise<CashDayEvent[]> {
  const rows = await db
    .selectFrom('cash_day_events')
    .select(['action', 'text', 'by_name', 'at'])
    .where('day', '=', day)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ action: r.action, text: r.text, by: r.by_name, at: r.at }));
}
