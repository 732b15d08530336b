import { todayInIndia } from '@trust/contract/dates';
import {
  CHANNEL_NAMES,
  type ChannelName,
  type HandSentInput,
  type OptOut,
  OUTBOX_CSV_COLUMNS,
  type OutboxQuery,
  type OutboxRow,
  type ReminderRun,
  reminderMessages,
} from '@trust/contract/reminders';
import { CSV_BOM, csvLine } from '@trust/contract/report';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction } from '../../db/connection';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import {
  addOptOut,
  contactOf,
  insertOutboxRow,
  listOutbox,
  listRuns,
  memberOutbox,
  optOutsOfMember,
  outboxSlice,
  removeOptOuts,
  requeueFailed,
} from './reminders.repository';
import { toOutboxRow, toRun } from './reminders.service';

/** The log of what was sent: runs, the outbox, a member's reminders, hand-sent ones, and opt-outs. */

export async function runs(ctx: AppContext, page: { limit: number; offset: number }) {
  const { rows, total } = await listRuns(ctx.db, page);
  return { data: rows.map(toRun) as ReminderRun[], total };
}

export async function outbox(ctx: AppContext, q: OutboxQuery): Promise<{ data: OutboxRow[]; total: number }> {
  const { rows, total } = await listOutbox(ctx.db, q);
  return { data: rows.map(toOutboxRow), total };
}

const CSV_SLICE = 1000;

/** The outbox the filters find as CSV, newest first, read and written a thousand rows at a time. */
export async function* outboxCsv(ctx: AppContext, q: Omit<OutboxQuery, 'limit' | 'offset'>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(OUTBOX_CSV_COLUMNS);
  let before: number | null = null;
  for (;;) {
    const rows = await outboxSlice(ctx.db, q, before, CSV_SLICE);
    if (rows.length === 0) return;
    before = rows.at(-1)?.id ?? null;
    yield rows
      .map(toOutboxRow)
      .map((r) =>
        csvLine([
          r.id,
          r.createdAt,
          r.memberId,
          r.memberName,
          r.purpose,
          r.kind,
          r.expiryDate,
          r.dayOffset,
          r.channel,
          r.state,
          r.reason,
          r.attempts,
          r.sentAt,
          r.providerId,
          r.runId,
          r.handSentBy,
          r.requestedBy,
        ]),
      )
      .join('');
    if (rows.length < CSV_SLICE) return;
  }
}

/** Every failed reminder queued again for three fresh attempts, audited with how many. */
export async function retryFailed(ctx: AppContext, by: SignedInUser): Promise<number> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const requeued = await requeueFailed(trx, now.toISOString());
    await recordAudit(
      trx,
      { actor: by.email, action: 'REMINDERS_RETRY', entity: 'outbox', entityId: 'failed', after: { requeued } },
      now,
    );
    return requeued;
  });
}

async function memberOrNotFound(ctx: AppContext, memberId: string) {
  const member = await contactOf(ctx.db, memberId);
  if (!member) throw notFound(reminderMessages.memberNotFound);
  return member;
}

/** The member's reminders, newest first. */
export async function memberReminders(ctx: AppContext, memberId: string): Promise<OutboxRow[]> {
  await memberOrNotFound(ctx, memberId);
  return (await memberOutbox(ctx.db, memberId, 100)).map(toOutboxRow);
}

/**
 * Logs a reminder staff sent by hand (a WhatsApp chat they opened, or a letter) as a row of the
 * outbox in state 'sent', with who sent it; each one is its own row.
 */
export async function logHandSent(
  ctx: AppContext,
  memberId: string,
  input: HandSentInput,
  by: SignedInUser,
): Promise<OutboxRow> {
  await memberOrNotFound(ctx, memberId);
  const now = ctx.now();
  const at = now.toISOString();
  const id = await inTransaction(ctx.db, async (trx) => {
    const id = await insertOutboxRow(trx, {
      purpose: 'reminder',
      member_id: memberId,
      kind: input.kind,
      expiry_date: null,
      day_offset: null,
      channel: input.channel,
      receipt_id: null,
      unique_key: `${memberId}|${input.kind}|hand|${at}|${input.channel}|${by.id}`,
      run_id: null,
      state: 'sent',
      reason: null,
      next_attempt_at: null,
      provider_id: null,
      created_at: at,
      sent_at: at,
      hand_sent_by: by.name,
      requested_by: null,
    });
    await recordAudit(
      trx,
      {
        actor: by.email,
        action: 'REMINDER_HAND_SENT',
        entity: 'outbox',
        entityId: id,
        memberId,
        after: { kind: input.kind, channel: input.channel, on: todayInIndia(now) },
      },
      now,
    );
    return id;
  });
  const rows = await memberOutbox(ctx.db, memberId, 100);
  return toOutboxRow(rows.find((r) => r.id === id) ?? (rows[0] as (typeof rows)[number]));
}

export async function optOuts(ctx: AppContext, memberId: string): Promise<OptOut[]> {
  await memberOrNotFound(ctx, memberId);
  return (await optOutsOfMember(ctx.db, memberId)).map((r) => ({
    channel: r.channel as ChannelName,
    setBy: r.set_by,
    setAt: r.set_at,
    source: r.source as OptOut['source'],
  }));
}

/**
 * Sets the channels the member gets no reminders by: those named are opted out (keeping who set one
 * already set, and when), the others allowed again. Audited with what it was and became.
 */
export async function setOptOuts(
  ctx: AppContext,
  memberId: string,
  channels: ChannelName[],
  by: { actor: string; name: string; source: 'staff' | 'member' },
): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const before = (await optOutsOfMember(trx, memberId)).map((r) => r.channel);
    const wanted = new Set<string>(channels);
    const added = channels.filter((c) => !before.includes(c));
    const removed = before.filter((c) => !wanted.has(c));
    if (added.length === 0 && removed.length === 0) return;
    for (const channel of added) {
      await addOptOut(trx, {
        member_id: memberId,
        channel,
        set_by: by.name,
        set_at: now.toISOString(),
        source: by.source,
      });
    }
    await removeOptOuts(trx, memberId, removed);
    await recordAudit(
      trx,
      {
        actor: by.actor,
        action: 'REMINDER_OPT_OUT',
        entity: 'member',
        entityId: memberId,
        memberId,
        before: { channels: before },
        after: { channels: CHANNEL_NAMES.filter((c) => wanted.has(c)), source: by.source },
      },
      now,
    );
  });
}

export async function changeOptOuts(
  ctx: AppContext,
  memberId: string,
  channels: ChannelName[],
  by: SignedInUser,
): Promise<OptOut[]> {
  await memberOrNotFound(ctx, memberId);
  await setOptOuts(ctx, memberId, channels, { actor: by.email, name: by.name, source: 'staff' });
  return optOuts(ctx, memberId);
}
