import { todayInIndia } from '@trust/contract/dates';
import { EMAIL } from '@trust/contract/fields';
import { SUBSCRIPTION_KINDS, type SubscriptionKind, whatsappNumber } from '@trust/contract/reminder';
import {
  type ChannelName,
  type DueReminder,
  type OutboxRow,
  type PreviewAnswer,
  type ReminderRun,
  type ReminderSchedule,
  type ScheduleAnswer,
  type ScheduleInput,
  skipReasons,
} from '@trust/contract/reminders';
import { type Channels, noChannels } from '../../channels';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction } from '../../db/connection';
import { nextIndiaTime } from '../../timed-work';
import { recordAudit } from '../audit/audit.repository';
import {
  type DueMemberRow,
  dueMembers,
  findRun,
  finishRun,
  insertNewOutboxRows,
  insertRun,
  keptKeys,
  memberIdsAfter,
  type NewOutboxRow,
  type OutboxListRow,
  optOutsOf,
  type RunRow,
  readSchedules,
  type ScheduleRow,
  writeSchedule,
} from './reminders.repository';

/** Members read and queued at a time: each slice one short transaction, the thread handed back between. */
const SLICE = 500;

const PAYMENTS: Record<SubscriptionKind, 'membership_payments' | 'mediclaim_payments'> = {
  membership: 'membership_payments',
  mediclaim: 'mediclaim_payments',
};

export function channelsOf(ctx: AppContext): Channels {
  return ctx.channels ?? noChannels;
}

function toSchedule(row: ScheduleRow): ReminderSchedule {
  return {
    kind: row.kind as SubscriptionKind,
    enabled: row.enabled === 1,
    days: JSON.parse(row.days) as number[],
    channels: JSON.parse(row.channels) as ChannelName[],
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

export async function schedules(ctx: AppContext): Promise<ReminderSchedule[]> {
  return (await readSchedules(ctx.db)).map(toSchedule);
}

export async function scheduleAnswer(ctx: AppContext): Promise<ScheduleAnswer> {
  const list = await schedules(ctx);
  const at = ctx.config.remindersAt;
  const nextRunAt = at ? nextIndiaTime(ctx.now(), at) : null;
  return {
    schedules: list,
    at: at ? `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}` : null,
    nextRunAt: list.some((s) => s.enabled) && nextRunAt ? nextRunAt.toISOString() : null,
    channels: channelsOf(ctx)
      .status()
      .map(({ channel, configured, perMinute }) => ({ channel, configured, perMinute })),
  };
}

/** Changes the kinds the input names, with who and when, audited with what it was and became. */
export async function changeSchedule(ctx: AppContext, input: ScheduleInput, by: SignedInUser): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const before = new Map((await readSchedules(trx)).map((row) => [row.kind, row]));
    for (const s of input.schedules) {
      const row: ScheduleRow = {
        kind: s.kind,
        enabled: s.enabled ? 1 : 0,
        days: JSON.stringify(s.days),
        channels: JSON.stringify(s.channels),
        updated_by: by.name,
        updated_at: now.toISOString(),
      };
      await writeSchedule(trx, row);
      const was = before.get(s.kind);
      await recordAudit(
        trx,
        {
          actor: by.email,
          action: 'REMINDER_SCHEDULE',
          entity: 'reminder_schedule',
          entityId: s.kind,
          before: was ? toSchedule(was) : null,
          after: { enabled: s.enabled, days: s.days, channels: s.channels },
        },
        now,
      );
    }
  });
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether the member has somewhere for this channel to reach. */
export function addressFor(
  member: Pick<DueMemberRow, 'email' | 'whatsapp' | 'mobile'>,
  channel: ChannelName,
): string | null {
  if (channel === 'email') {
    const email = member.email.trim();
    return EMAIL.test(email) ? email : null;
  }
  if (channel === 'whatsapp') return whatsappNumber({ WHATSAPP: member.whatsapp, MOBILE: member.mobile });
  return whatsappNumber({ MOBILE: member.mobile });
}

/**
 * The channel a reminder goes by: the first in the kind's order that the member has an address for,
 * has not opted out of, and is configured; otherwise why it is skipped.
 */
export function chooseChannel(
  member: Pick<DueMemberRow, 'email' | 'whatsapp' | 'mobile'>,
  preference: readonly ChannelName[],
  optedOut: ReadonlySet<string>,
  isConfigured: (channel: ChannelName) => boolean,
): { channel: ChannelName; skipReason: null } | { channel: null; skipReason: string } {
  const reachable = preference.filter((c) => addressFor(member, c) !== null);
  if (reachable.length === 0) return { channel: null, skipReason: skipReasons.noAddress };
  const wanted = reachable.filter((c) => !optedOut.has(c));
  if (wanted.length === 0) return { channel: null, skipReason: skipReasons.optedOut };
  const channel = wanted.find(isConfigured);
  return channel ? { channel, skipReason: null } : { channel: null, skipReason: skipReasons.notConfigured };
}

export function reminderKey(r: Pick<DueReminder, 'memberId' | 'kind' | 'expiryDate' | 'dayOffset'>, channel: string) {
  return `${r.memberId}|${r.kind}|${r.expiryDate}|${r.dayOffset}|${channel}`;
}

function keyOf(r: DueReminder): string {
  return reminderKey(r, r.channel ?? 'skipped');
}

/**
 * Walks the register a slice of members at a time and hands each slice's due reminders (those not
 * in the outbox yet) to `each`: what both the preview and a run do, so they find the same.
 */
async function eachDueSlice(
  ctx: AppContext,
  today: string,
  which: 'enabled' | 'every',
  each: (reminders: DueReminder[]) => Promise<void>,
): Promise<void> {
  const enabled = (await schedules(ctx)).filter((s) => which === 'every' || s.enabled);
  const channels = channelsOf(ctx);
  const isConfigured = (c: ChannelName) => channels.isConfigured(c);
  let after: string | null = null;
  for (;;) {
    const ids = await memberIdsAfter(ctx.db, after, SLICE);
    if (ids.length === 0) break;
    const range = { first: ids[0] as string, last: ids.at(-1) as string };
    after = range.last;
    const found: DueReminder[] = [];
    const dueByKind = await Promise.all(
      enabled.map(async (s) => {
        const offsetOf = new Map(s.days.map((d) => [addDays(today, -d), d]));
        const rows = await dueMembers(ctx.db, PAYMENTS[s.kind], range, [...offsetOf.keys()]);
        return { s, offsetOf, rows };
      }),
    );
    const memberIds = [...new Set(dueByKind.flatMap((k) => k.rows.map((r) => r.member_id)))];
    const optOuts = new Map<string, Set<string>>();
    for (const o of await optOutsOf(ctx.db, memberIds)) {
      const set = optOuts.get(o.member_id) ?? new Set<string>();
      set.add(o.channel);
      optOuts.set(o.member_id, set);
    }
    for (const { s, offsetOf, rows } of dueByKind) {
      for (const row of rows) {
        const choice = chooseChannel(row, s.channels, optOuts.get(row.member_id) ?? new Set(), isConfigured);
        found.push({
          memberId: row.member_id,
          memberName: row.member_name,
          kind: s.kind,
          expiryDate: row.last_expiry,
          dayOffset: offsetOf.get(row.last_expiry) as number,
          ...choice,
        });
      }
    }
    if (found.length > 0) {
      const kept = await keptKeys(ctx.db, found.map(keyOf));
      // A reminder skipped earlier today goes now when it can: only a row of the same key is left out.
      const fresh = found.filter((r) => !kept.has(keyOf(r)));
      // The thread goes back to the desk's requests between a slice's reads and its writes too.
      await new Promise((resolve) => setImmediate(resolve));
      if (fresh.length > 0) await each(fresh);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * What a run today would queue and skip, counted by kind, day and channel, and a page of the list:
 * every kind, switched on or not, so an admin sees what switching one on would send.
 */
export async function preview(ctx: AppContext, page: { limit: number; offset: number }): Promise<PreviewAnswer> {
  const today = todayInIndia(ctx.now());
  const counts = new Map<
    string,
    { kind: SubscriptionKind; dayOffset: number; channel: ChannelName | null; count: number }
  >();
  const data: DueReminder[] = [];
  let total = 0;
  await eachDueSlice(ctx, today, 'every', async (reminders) => {
    for (const r of reminders) {
      const key = `${r.kind}|${r.dayOffset}|${r.channel}`;
      const c = counts.get(key) ?? { kind: r.kind, dayOffset: r.dayOffset, channel: r.channel, count: 0 };
      c.count += 1;
      counts.set(key, c);
      if (total >= page.offset && data.length < page.limit) data.push(r);
      total += 1;
    }
  });
  const order = (k: SubscriptionKind) => SUBSCRIPTION_KINDS.indexOf(k);
  return {
    today,
    counts: [...counts.values()].sort(
      (a, b) =>
        order(a.kind) - order(b.kind) ||
        a.dayOffset - b.dayOffset ||
        String(a.channel).localeCompare(String(b.channel)),
    ),
    data,
    total,
  };
}

export function toRun(row: RunRow): ReminderRun {
  return {
    id: row.id,
    dueOn: row.due_on,
    trigger: row.trigger as ReminderRun['trigger'],
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    queued: row.queued,
    skipped: row.skipped,
    by: row.run_by,
  };
}

/**
 * Queues every reminder of the kinds switched on that falls due today and the outbox does not hold: a row per member, kind, expiry,
 * day and channel, inserted or ignored on its unique key, so a second run, a restart or a second
 * server queues nothing twice. Skipped reminders get a row saying why.
 */
export async function runReminders(
  ctx: AppContext,
  how: { trigger: 'schedule' | 'now'; by: string; dueAt: Date | null },
): Promise<ReminderRun> {
  const now = ctx.now();
  const today = todayInIndia(now);
  const runId = await insertRun(ctx.db, {
    due_on: today,
    due_at: how.dueAt?.toISOString() ?? null,
    trigger: how.trigger,
    started_at: now.toISOString(),
    finished_at: null,
    run_by: how.by,
  });
  let queued = 0;
  let skipped = 0;
  await eachDueSlice(ctx, today, 'enabled', async (reminders) => {
    const at = ctx.now().toISOString();
    const rows: NewOutboxRow[] = reminders.map((r) => ({
      purpose: 'reminder',
      member_id: r.memberId,
      kind: r.kind,
      expiry_date: r.expiryDate,
      day_offset: r.dayOffset,
      // A skipped row names the channel it would have gone by first.
      channel: r.channel ?? 'email',
      receipt_id: null,
      unique_key: keyOf(r),
      run_id: runId,
      state: r.channel ? 'queued' : 'skipped',
      reason: r.skipReason,
      next_attempt_at: r.channel ? at : null,
      provider_id: null,
      created_at: at,
      sent_at: null,
      hand_sent_by: null,
    }));
    const toQueue = rows.filter((r) => r.state === 'queued');
    const toSkip = rows.filter((r) => r.state === 'skipped');
    await inTransaction(ctx.db, async (trx) => {
      queued += await insertNewOutboxRows(trx, toQueue);
      skipped += await insertNewOutboxRows(trx, toSkip);
    });
  });
  await finishRun(ctx.db, runId, { queued, skipped, finished_at: ctx.now().toISOString() });
  return toRun((await findRun(ctx.db, runId)) as RunRow);
}

/** Whether any kind's schedule is switched on: the timed run does nothing otherwise. */
export async function isAnyScheduleOn(ctx: AppContext): Promise<boolean> {
  return (await schedules(ctx)).some((s) => s.enabled);
}

export function toOutboxRow(row: OutboxListRow): OutboxRow {
  return {
    id: row.id,
    purpose: row.purpose as OutboxRow['purpose'],
    memberId: row.member_id,
    memberName: row.member_name ?? '',
    kind: row.kind as OutboxRow['kind'],
    expiryDate: row.expiry_date,
    dayOffset: row.day_offset,
    channel: row.channel as OutboxRow['channel'],
    receiptId: row.receipt_id,
    runId: row.run_id,
    state: row.state as OutboxRow['state'],
    reason: row.reason,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    providerId: row.provider_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    handSentBy: row.hand_sent_by,
    requestedBy: row.requested_by,
  };
}
