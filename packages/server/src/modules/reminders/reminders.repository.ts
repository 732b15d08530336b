import type { OutboxQuery } from '@trust/contract/reminders';
import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import { countAll, type DbOrTrx } from '../../db/connection';
import type { Database, OutboxTable, ReminderRunTable, ReminderScheduleTable } from '../../db/schema';

export type ScheduleRow = Selectable<ReminderScheduleTable>;
export type RunRow = Selectable<ReminderRunTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type SubscriptionTable = 'membership_payments' | 'mediclaim_payments';

export async function readSchedules(db: DbOrTrx): Promise<ScheduleRow[]> {
  return db.selectFrom('reminder_schedules').selectAll().orderBy('kind', 'desc').execute();
}

export async function writeSchedule(db: DbOrTrx, row: ScheduleRow): Promise<void> {
  await db
    .updateTable('reminder_schedules')
    .set({
      enabled: row.enabled,
      days: row.days,
      channels: row.channels,
      updated_by: row.updated_by,
      updated_at: row.updated_at,
    })
    .where('kind', '=', row.kind)
    .execute();
}

/** The next `limit` members on the register after `after`, by ID: the slices a run reads. */
export async function memberIdsAfter(db: DbOrTrx, after: string | null, limit: number): Promise<string[]> {
  let query = db.selectFrom('members').select('id_number').where('archived_at', 'is', null);
  if (after !== null) query = query.where('id_number', '>', after);
  const rows = await query.orderBy('id_number').limit(limit).execute();
  return rows.map((r) => r.id_number);
}

export interface DueMemberRow {
  member_id: string;
  last_expiry: string;
  member_name: string;
  email: string;
  whatsapp: string;
  mobile: string;
}

/**
 * The members from `first` to `last` (IDs, on the register) whose latest standing expiry (neither
 * reset nor bounced) is one of `expiries`. A renewed member's latest expiry has moved on, so it
 * matches none.
 */
export async function dueMembers(
  db: DbOrTrx,
  table: SubscriptionTable,
  range: { first: string; last: string },
  expiries: string[],
): Promise<DueMemberRow[]> {
  const latest = db
    .selectFrom(table)
    .select((eb) => ['member_id', eb.fn.max('expiry_date').as('last_expiry')])
    .where('member_id', '>=', range.first)
    .where('member_id', '<=', range.last)
    .where('reset_at', 'is', null)
    .where('bounced_at', 'is', null)
    .groupBy('member_id');
  return db
    .selectFrom(latest.as('t'))
    .innerJoin('members as m', 'm.id_number', 't.member_id')
    .select(['t.member_id', 't.last_expiry', 'm.member_name', 'm.email', 'm.whatsapp', 'm.mobile'])
    .where('m.archived_at', 'is', null)
    .where('t.last_expiry', 'in', expiries)
    .orderBy('t.member_id')
    .execute() as Promise<DueMemberRow[]>;
}

export async function optOutsOf(db: DbOrTrx, memberIds: string[]): Promise<{ member_id: string; channel: string }[]> {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('reminder_opt_outs')
    .select(['member_id', 'channel'])
    .where('member_id', 'in', memberIds)
    .execute();
}

/** Which of these keys the outbox holds already. */
export async function keptKeys(db: DbOrTrx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('outbox').select('unique_key').where('unique_key', 'in', keys).execute();
  return new Set(rows.map((r) => r.unique_key));
}

/** Inserts the rows whose key the outbox does not hold yet; answers how many it inserted. */
export async function insertNewOutboxRows(db: DbOrTrx, rows: NewOutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('outbox')
    .values(rows)
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function insertOutboxRow(db: DbOrTrx, row: NewOutboxRow): Promise<number> {
  const inserted = await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertRun(db: DbOrTrx, row: Insertable<ReminderRunTable>): Promise<number> {
  const inserted = await db.insertInto('reminder_runs').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function finishRun(
  db: DbOrTrx,
  id: number,
  counts: { queued: number; skipped: number; finished_at: string },
): Promise<void> {
  await db.updateTable('reminder_runs').set(counts).where('id', '=', id).execute();
}

export async function findRun(db: DbOrTrx, id: number): Promise<RunRow | undefined> {
  return db.selectFrom('reminder_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listRuns(db: DbOrTrx, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db.selectFrom('reminder_runs').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db.selectFrom('reminder_runs').select(countAll.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

const OUTBOX_COLUMNS = [
  'o.id',
  'o.purpose',
  'o.member_id',
  'o.kind',
  'o.expiry_date',
  'o.day_offset',
  'o.channel',
  'o.receipt_id',
  'o.run_id',
  'o.state',
  'o.reason',
  'o.attempts',
  'o.next_attempt_at',
  'o.provider_id',
  'o.created_at',
  'o.sent_at',
  'o.hand_sent_by',
  'o.requested_by',
] as const;

/** India's day as the UTC instant it starts at. */
function indiaDayStart(date: string): string {
  return new Date(`${date}T00:00:00+05:30`).toISOString();
}

function filteredOutbox(db: DbOrTrx, q: Omit<OutboxQuery, 'limit' | 'offset'>) {
  let query = db.selectFrom('outbox as o').leftJoin('members as m', 'm.id_number', 'o.member_id');
  if (q.state) query = query.where('o.state', '=', q.state);
  if (q.channel) query = query.where('o.channel', '=', q.channel);
  if (q.kind) query = query.where('o.kind', '=', q.kind);
  if (q.purpose) query = query.where('o.purpose', '=', q.purpose);
  if (q.run) query = query.where('o.run_id', '=', q.run);
  if (q.member) query = query.where('o.member_id', '=', q.member);
  if (q.fromDate) query = query.where('o.created_at', '>=', indiaDayStart(q.fromDate));
  if (q.toDate) {
    const next = new Date(new Date(`${q.toDate}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();
    query = query.where('o.created_at', '<', next);
  }
  return query;
}

export type OutboxListRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];

/** A page of the outbox, newest first, with the member's name, and how many rows the filters find. */
export async function listOutbox(db: DbOrTrx, q: OutboxQuery) {
  const query = filteredOutbox(db, q);
  const [rows, count] = await Promise.all([
    query
      .select([...OUTBOX_COLUMNS, 'm.member_name'])
      .orderBy('o.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    query.select(countAll.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The outbox rows the filters find, newest first, `limit` at a time from below `beforeId` (the CSV). */
export async function outboxSlice(
  db: DbOrTrx,
  q: Omit<OutboxQuery, 'limit' | 'offset'>,
  beforeId: number | null,
  limit: number,
) {
  let query = filteredOutbox(db, q);
  if (beforeId !== null) query = query.where('o.id', '<', beforeId);
  return query
    .select([...OUTBOX_COLUMNS, 'm.member_name'])
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

export async function memberOutbox(db: DbOrTrx, memberId: string, limit: number) {
  return db
    .selectFrom('outbox as o')
    .leftJoin('members as m', 'm.id_number', 'o.member_id')
    .select([...OUTBOX_COLUMNS, 'm.member_name'])
    .where('o.member_id', '=', memberId)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** Failed reminders and e-mailed receipts queued again for a fresh round of attempts; answers how many. */
export async function requeueFailed(db: DbOrTrx, at: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ state: 'queued', attempts: 0, reason: null, next_attempt_at: at })
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes up to `limit` rows of a channel to send: queued ones whose time has come, and ones whose
 * sender's lease ran out (its server stopped while sending them), each counted as an attempt. The
 * claim is `by` at `now`, leased until `leaseUntil`. The state and lease are checked again by the
 * update itself, so a row two senders both pick is taken by one of them only.
 */
export async function claimDue(
  db: DbOrTrx,
  channel: string,
  claim: { now: string; leaseUntil: string; by: string; mostAttempts: number },
  limit: number,
): Promise<Selectable<OutboxTable>[]> {
  const takeable = (eb: ExpressionBuilder<Database, 'outbox'>) =>
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('next_attempt_at', '<=', claim.now)]),
      eb.and([
        eb('state', '=', 'sending'),
        eb('next_attempt_at', '<', claim.now),
        eb('attempts', '<', claim.mostAttempts),
      ]),
    ]);
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('channel', '=', channel)
    .where(takeable)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
  return db
    .updateTable('outbox')
    .set((eb) => ({
      state: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: claim.leaseUntil,
      claimed_at: claim.now,
      claimed_by: claim.by,
    }))
    .where('id', 'in', due)
    .where(takeable)
    .returningAll()
    .execute();
}

/**
 * Rows left 'sending' past their lease that have had every attempt: the last sender stopped while
 * sending them, so they fail with `reason` (they may have gone).
 */
export async function failAbandoned(db: DbOrTrx, now: string, mostAttempts: number, reason: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ state: 'failed', reason })
    .where('state', '=', 'sending')
    .where('next_attempt_at', '<', now)
    .where('attempts', '>=', mostAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records the answer of a claim; a claim another sender took over since (its lease ran out) changes nothing. */
export async function settleSending(
  db: DbOrTrx,
  claim: { id: number; by: string; at: string },
  change: Partial<Pick<OutboxTable, 'state' | 'reason' | 'provider_id' | 'sent_at' | 'next_attempt_at'>>,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set(change)
    .where('id', '=', claim.id)
    .where('state', '=', 'sending')
    .where('claimed_by', '=', claim.by)
    .where('claimed_at', '=', claim.at)
    .execute();
}

export async function contactOf(db: DbOrTrx, memberId: string) {
  return db
    .selectFrom('members')
    .select(['id_number', 'member_name', 'email', 'whatsapp', 'mobile'])
    .where('id_number', '=', memberId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/**
 * What the provider says became of a message: delivered (or read) moves a sent row on; failed marks
 * it failed with the provider's reason. A row never moves back (read after delivered changes nothing).
 */
export async function markByProvider(
  db: DbOrTrx,
  providerId: string,
  change: { state: 'delivered' | 'failed'; reason: string | null },
): Promise<number> {
  const from = change.state === 'delivered' ? ['sent'] : ['sent', 'delivered'];
  const result = await db
    .updateTable('outbox')
    .set(change)
    .where('provider_id', '=', providerId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function optOutsOfMember(db: DbOrTrx, memberId: string) {
  return db.selectFrom('reminder_opt_outs').selectAll().where('member_id', '=', memberId).orderBy('channel').execute();
}

export async function addOptOut(
  db: DbOrTrx,
  row: { member_id: string; channel: string; set_by: string; set_at: string; source: string },
): Promise<void> {
  await db
    .insertInto('reminder_opt_outs')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'channel']).doNothing())
    .execute();
}

export async function removeOptOuts(db: DbOrTrx, memberId: string, channels: string[]): Promise<void> {
  if (channels.length === 0) return;
  await db.deleteFrom('reminder_opt_outs').where('member_id', '=', memberId).where('channel', 'in', channels).execute();
}

/** Counts one hit on the opt-out link from `address` in `minute`; answers the minute's hits so far. */
export async function countLinkHit(db: DbOrTrx, address: string, minute: string): Promise<number> {
  await db
    .insertInto('opt_out_link_hits')
    .values({ address, minute, hits: 1 })
    .onConflict((oc) => oc.columns(['address', 'minute']).doUpdateSet({ hits: sql`opt_out_link_hits.hits + 1` }))
    .execute();
  const row = await db
    .selectFrom('opt_out_link_hits')
    .select('hits')
    .where('address', '=', address)
    .where('minute', '=', minute)
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** Hits of minutes before `minute` no longer count: they go. */
export async function forgetLinkHits(db: DbOrTrx, beforeMinute: string): Promise<void> {
  await db.deleteFrom('opt_out_link_hits').where('minute', '<', beforeMinute).execute();
}
