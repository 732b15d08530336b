import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { todayInIndia } from '@trust/contract/dates';
import { printsIn } from '@trust/contract/languages';
import {
  reminderText,
  reminderTextInHindi,
  type SubscriptionKind,
  subscriptionInHindi,
} from '@trust/contract/reminder';
import { CHANNEL_NAMES, type ChannelName } from '@trust/contract/reminders';
import type { Selectable } from 'kysely';
import type { OutgoingMessage } from '../../channels';
import type { AppContext } from '../../context';
import type { DbHandle } from '../../db/connection';
import type { OutboxTable } from '../../db/schema';
import { type Clock, type DailySchedule, runDaily } from '../../timed-work';
import { receiptEmailMessage } from '../receipt-emails/receipt-emails.service';
import { optOutToken } from './opt-out-link.service';
import { claimDue, contactOf, failAbandoned, markByProvider, settleSending } from './reminders.repository';
import { addressFor, channelsOf, isAnyScheduleOn, runReminders } from './reminders.service';

/** Waits after a failed attempt that may go again: a minute, then ten. The third failure is final. */
export const RETRY_AFTER_MS = [60_000, 600_000] as const;
export const MOST_ATTEMPTS = 3;
/** The lock that keeps the sender's turns to one server at a time. */
const SENDER_LOCK = 'reminders-sender';
/**
 * A row being sent is its sender's for this long; past it, its server is taken to have stopped, and
 * any sender takes the row again as its next attempt (or, after the last, marks it failed).
 */
export const LEASE_MS = 15 * 60_000;
export const ABANDONED_REASON = 'The server stopped while sending it; it may not have gone';
/** This process's name on the rows it claims. */
const THIS_SENDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const KIND_WORDS: Record<SubscriptionKind, string> = { membership: 'membership', mediclaim: 'mediclaim' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The reminder as it goes by its channel: the words of `reminderText`, with an opt-out link in
 * e-mails. An e-mail is in the trust's receipt languages (RECEIPT_LANGUAGES): English, Hindi, or
 * the English and then the Hindi, as the printed letter.
 */
export function reminderMessage(
  ctx: AppContext,
  reminder: { memberId: string; memberName: string; kind: SubscriptionKind; expiryDate: string; channel: ChannelName },
  to: string,
): OutgoingMessage {
  const today = todayInIndia(ctx.now());
  const facts = {
    memberName: reminder.memberName,
    trustName: ctx.config.trustName,
    kind: reminder.kind,
    expiryDate: reminder.expiryDate,
    today,
  };
  const text = reminderText(facts);
  if (reminder.channel === 'whatsapp') {
    return {
      channel: 'whatsapp',
      to,
      text,
      whatsappTemplate: {
        name: ctx.config.whatsappReminderTemplate,
        languageCode: 'en',
        bodyParams: [reminder.memberName.trim(), KIND_WORDS[reminder.kind], reminder.expiryDate],
      },
    };
  }
  if (reminder.channel === 'sms') return { channel: 'sms', to, text };
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const token = optOutToken(ctx, reminder.memberId);
  const page = `${base}/opt-out/${token}`;
  const oneClick = `${base}/api/opt-out/${token}`;
  const { english, hindi } = printsIn(ctx.config.receiptLanguages);
  const trust = ctx.config.trustName;
  // The Hindi says the trust's Hindi name when it is set, as the printed letter does.
  const trustInHindi = ctx.config.trustNameHindi.trim() || trust;
  const textInHindi = reminderTextInHindi({ ...facts, trustName: trustInHindi });
  const subjects = [
    ...(english ? [`${trust}: your ${KIND_WORDS[reminder.kind]} subscription`] : []),
    ...(hindi ? [`${trustInHindi}: ${subscriptionInHindi(reminder.kind)}`] : []),
  ];
  const texts = [...(english ? [text] : []), ...(hindi ? [textInHindi] : [])];
  const stops = [
    ...(english ? [`To stop e-mail reminders from ${trust}: ${page}`] : []),
    ...(hindi ? [`${trustInHindi} से ई-मेल अनुस्मारक बंद करने के लिए: ${page}`] : []),
  ];
  const link = escapeHtml(page);
  const stopsHtml = [
    ...(english
      ? [
          `<p style="font-size:small">To stop e-mail reminders from ${escapeHtml(trust)}, <a href="${link}">opt out here</a>.</p>`,
        ]
      : []),
    ...(hindi
      ? [
          `<p style="font-size:small" lang="hi">${escapeHtml(trustInHindi)} से ई-मेल अनुस्मारक बंद करने के लिए ` +
            `<a href="${link}">यहाँ क्लिक करें</a>।</p>`,
        ]
      : []),
  ];
  return {
    channel: 'email',
    to,
    subject: subjects.join(' / '),
    text: `${texts.join('\n\n')}\n\n--\n${stops.join('\n')}\n`,
    html:
      `${english ? `<p>${escapeHtml(text)}</p>` : ''}${hindi ? `<p lang="hi">${escapeHtml(textInHindi)}</p>` : ''}` +
      `<hr>${stopsHtml.join('')}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface SendTally {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the queued reminders whose time has come, and those a stopped sender's lease left, each
 * channel at most its pace for one turn (a minute's worth), as `sender`, and records each answer: sent with the provider's id, queued again after a
 * wait while attempts remain and the failure may pass, else failed with the provider's reason.
 */
export async function sendDueReminders(ctx: AppContext, sender: string = THIS_SENDER): Promise<SendTally> {
  const tally: SendTally = { sent: 0, retried: 0, failed: 0 };
  const channels = channelsOf(ctx);
  const now = ctx.now();
  tally.failed += await failAbandoned(ctx.db, now.toISOString(), MOST_ATTEMPTS, ABANDONED_REASON);
  const pace = new Map(channels.status().map((s) => [s.channel, s.perMinute]));
  for (const channel of CHANNEL_NAMES) {
    if (!channels.isConfigured(channel)) continue;
    const limit = Math.max(1, pace.get(channel) ?? 1);
    const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
    const claim = { now: now.toISOString(), leaseUntil, by: sender, mostAttempts: MOST_ATTEMPTS };
    const rows = await claimDue(ctx.db, channel, claim, limit);
    for (const row of rows) {
      const mine = { id: row.id, by: sender, at: claim.now };
      const composed = await messageOf(ctx, row, channel);
      if ('skipped' in composed) {
        await settleSending(ctx.db, mine, { state: 'skipped', reason: composed.skipped });
        continue;
      }
      const { message } = composed;
      let result: Awaited<ReturnType<typeof channels.send>>;
      try {
        result = await channels.send(message);
      } catch (error) {
        result = { ok: false, reason: error instanceof Error ? error.message : String(error), retryable: true };
      }
      const at = ctx.now();
      if (result.ok) {
        await settleSending(ctx.db, mine, {
          state: 'sent',
          provider_id: result.providerId,
          sent_at: at.toISOString(),
          reason: null,
          next_attempt_at: null,
        });
        tally.sent += 1;
      } else if (result.retryable && row.attempts < MOST_ATTEMPTS) {
        const wait = RETRY_AFTER_MS[Math.min(row.attempts, RETRY_AFTER_MS.length) - 1] ?? RETRY_AFTER_MS[0];
        await settleSending(ctx.db, mine, {
          state: 'queued',
          reason: result.reason,
          next_attempt_at: new Date(at.getTime() + wait).toISOString(),
        });
        tally.retried += 1;
      } else {
        await settleSending(ctx.db, mine, { state: 'failed', reason: result.reason, next_attempt_at: null });
        tally.failed += 1;
      }
    }
  }
  return tally;
}

/**
 * A turn of the sender now, as the minute's turn takes it (one server at a time): null when
 * another server's sender is on its turn.
 */
export async function sendTurnNow(ctx: AppContext): Promise<SendTally | null> {
  if (!ctx.ifAlone) return sendDueReminders(ctx);
  const turn = await ctx.ifAlone(SENDER_LOCK, () => sendDueReminders(ctx));
  return turn.ran ? turn.value : null;
}

/** The message a claimed row sends: a reminder, or an e-mailed receipt; or why it is skipped. */
async function messageOf(
  ctx: AppContext,
  row: Selectable<OutboxTable>,
  channel: ChannelName,
): Promise<{ message: OutgoingMessage } | { skipped: string }> {
  if (row.purpose === 'receipt') return receiptEmailMessage(ctx, row);
  const member = await contactOf(ctx.db, row.member_id);
  const to = member ? addressFor(member, channel) : null;
  if (!member || !to || !row.kind || !row.expiry_date) {
    return { skipped: member ? 'no e-mail or number' : 'member removed' };
  }
  const reminder = {
    memberId: row.member_id,
    memberName: member.member_name,
    kind: row.kind as SubscriptionKind,
    expiryDate: row.expiry_date,
    channel,
  };
  return { message: reminderMessage(ctx, reminder, to) };
}

/** What a provider said became of messages it took: delivered or read, or failed with why. */
export async function recordProviderStatuses(
  ctx: AppContext,
  statuses: { providerId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; reason?: string }[],
): Promise<number> {
  let changed = 0;
  for (const s of statuses) {
    if (s.status === 'delivered' || s.status === 'read') {
      changed += await markByProvider(ctx.db, s.providerId, { state: 'delivered', reason: null });
    } else if (s.status === 'failed') {
      changed += await markByProvider(ctx.db, s.providerId, { state: 'failed', reason: s.reason ?? 'failed' });
    }
  }
  return changed;
}

export interface ReminderWorkOptions {
  handle: Pick<DbHandle, 'db' | 'ifAlone'>;
  clock: Clock;
  log: { info(message: string): void; error(message: string): void };
  /** Told when each due time's run ended or was left (tests wait on it). */
  onRun?: (outcome: { dueAt: Date; ran: boolean; error?: unknown }) => void;
  /** Told after each turn of the sender. */
  onSendTurn?: (tally: SendTally) => void;
}

const SEND_TURN_MS = 60_000;

/**
 * The reminders' timed work: the daily run at REMINDERS_AT (once across servers, only while a
 * schedule is switched on; none with REMINDERS_AT=off), and the sender, which takes a turn each
 * minute, one server at a time. The sender runs whatever REMINDERS_AT says: it also sends the
 * e-mailed receipts and what 'Run now' queued, which must go with the daily run off.
 */
export function scheduleReminders(ctx: AppContext, options: ReminderWorkOptions): DailySchedule & { sendSoon(): void } {
  const at = ctx.config.remindersAt;
  const { log, clock, handle } = options;
  const daily = at
    ? runDaily(
        {
          name: 'reminders',
          at,
          run: async (dueAt) => {
            if (!(await isAnyScheduleOn(ctx))) return;
            const run = await runReminders(ctx, { trigger: 'schedule', by: 'schedule', dueAt });
            log.info(`Reminders queued: ${run.queued}, skipped: ${run.skipped} (run ${run.id})`);
          },
        },
        {
          db: handle,
          clock,
          onOutcome: (outcome) => {
            if (outcome.error) log.error(`Reminders run FAILED: ${String(outcome.error)}`);
            options.onRun?.(outcome);
          },
        },
      )
    : null;
  const stopping = new AbortController();
  // Aborted to end the sender's wait early: something was queued that should go now.
  let waking = new AbortController();
  const sender = (async () => {
    while (!stopping.signal.aborted) {
      try {
        const turn = await handle.ifAlone(SENDER_LOCK, () => sendDueReminders(ctx));
        if (turn.ran) {
          const { sent, retried, failed } = turn.value;
          // A turn that did something says so, so the server's log accounts for every send beside the outbox's.
          if (sent + retried + failed > 0) log.info(`Outbox sent: ${sent}, retried: ${retried}, failed: ${failed}`);
          options.onSendTurn?.(turn.value);
        }
      } catch (error) {
        log.error(`Sending reminders FAILED: ${String(error)}`);
      }
      if (stopping.signal.aborted) break;
      await clock.sleepUntil(
        new Date(clock.now().getTime() + SEND_TURN_MS),
        AbortSignal.any([stopping.signal, waking.signal]),
      );
      waking = new AbortController();
    }
  })();
  return {
    nextAt: () => daily?.nextAt() ?? null,
    sendSoon: () => waking.abort(),
    stop: async () => {
      stopping.abort();
      await Promise.all([daily?.stop(), sender]);
    },
  };
}
