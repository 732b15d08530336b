import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { paramText } from './fields';
import { SUBSCRIPTION_KINDS } from './reminder';

/**
 * The reminders the trust sends by itself (docs/api.md, Reminders): each subscription kind's
 * schedule, what the next run would send, the runs, the outbox of every reminder with its state,
 * and the members' opt-outs. The words of a reminder are `reminderText` (reminder.ts).
 */

/** The channels a reminder can go by. */
export const CHANNEL_NAMES = ['email', 'whatsapp', 'sms'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** What an outbox row's channel can be: a channel, or a letter printed and posted by hand. */
export const OUTBOX_CHANNELS = [...CHANNEL_NAMES, 'letter'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_PURPOSES = ['reminder', 'receipt'] as const;
export const RUN_TRIGGERS = ['schedule', 'now'] as const;
export const OPT_OUT_SOURCES = ['staff', 'member'] as const;

/** Why a reminder was not sent: each skipped row says one of these. */
export const skipReasons = {
  noAddress: 'no e-mail or number',
  optedOut: 'opted out of every channel',
  notConfigured: 'channel not configured',
} as const;

export const reminderMessages = {
  dayOffsets: 'Days must be whole numbers from -365 to 365, each once',
  channels: 'Choose each channel at most once',
  oneKindOnce: 'Each kind at most once',
  badLink: 'This link is not valid',
  tooManyTries: 'Too many tries; wait a minute and try again',
  memberNotFound: 'Member not found',
} as const;

/** Days around the expiry date: -30 is 30 days before it, 0 the day itself, 15 is 15 days after. */
export const DEFAULT_REMINDER_DAYS = [-30, -7, 0, 15] as const;

const dayOffset = z
  .number()
  .int(reminderMessages.dayOffsets)
  .min(-365, reminderMessages.dayOffsets)
  .max(365, reminderMessages.dayOffsets);

export const reminderSchedule = z.object({
  kind: z.enum(SUBSCRIPTION_KINDS),
  enabled: z.boolean(),
  /** Sorted, each once. */
  days: z.array(dayOffset),
  /** The most preferred first. */
  channels: z.array(z.enum(CHANNEL_NAMES)),
  updatedBy: z.string().nullable(),
  /** ISO 8601, UTC. */
  updatedAt: z.string().nullable(),
});
export type ReminderSchedule = z.infer<typeof reminderSchedule>;

export const channelState = z.object({
  channel: z.enum(CHANNEL_NAMES),
  configured: z.boolean(),
  /** Messages a minute the sender sends at most by this channel. */
  perMinute: z.number().int(),
});

/** `GET reminders/schedule`. */
export const scheduleAnswer = z.object({
  schedules: z.array(reminderSchedule),
  /** REMINDERS_AT, 'HH:MM' in India; null when the timed run is off. */
  at: z.string().nullable(),
  /** When the timed run next falls due (ISO 8601, UTC); null when no schedule is switched on. */
  nextRunAt: z.string().nullable(),
  channels: z.array(channelState),
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswer>;

/** `PUT reminders/schedule` (ADMIN): the kinds it names change, the others stay. */
export const scheduleInput = z.object({
  schedules: z
    .array(
      z.object({
        kind: z.enum(SUBSCRIPTION_KINDS),
        enabled: z.boolean(),
        days: z
          .array(dayOffset)
          .min(1, reminderMessages.dayOffsets)
          .max(10, reminderMessages.dayOffsets)
          .refine((d) => new Set(d).size === d.length, reminderMessages.dayOffsets)
          .transform((d) => [...d].sort((a, b) => a - b)),
        channels: z
          .array(z.enum(CHANNEL_NAMES))
          .min(1, reminderMessages.channels)
          .max(CHANNEL_NAMES.length, reminderMessages.channels)
          .refine((c) => new Set(c).size === c.length, reminderMessages.channels),
      }),
    )
    .min(1)
    .max(SUBSCRIPTION_KINDS.length)
    .refine((s) => new Set(s.map((x) => x.kind)).size === s.length, reminderMessages.oneKindOnce),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;

/** One reminder a run would queue, or did: the member, what it is about, and where it goes. */
export const dueReminder = z.object({
  memberId: z.string(),
  memberName: z.string(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  expiryDate: z.string(),
  dayOffset: z.number().int(),
  /** The channel it goes by; null when it is skipped. */
  channel: z.enum(CHANNEL_NAMES).nullable(),
  /** Why it is skipped; null when it goes. */
  skipReason: z.string().nullable(),
});
export type DueReminder = z.infer<typeof dueReminder>;

export const previewCount = z.object({
  kind: z.enum(SUBSCRIPTION_KINDS),
  dayOffset: z.number().int(),
  /** Null: skipped. */
  channel: z.enum(CHANNEL_NAMES).nullable(),
  count: z.number().int(),
});

export const previewQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(50),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(10_000_000).default(0),
});

/**
 * `GET reminders/preview`: what a run today would queue, nothing written. Reminders already in the
 * outbox are left out, as the run would leave them.
 */
export const previewAnswer = z.object({
  /** The India date the run looks at. */
  today: z.string(),
  counts: z.array(previewCount),
  data: z.array(dueReminder),
  total: z.number().int(),
});
export type PreviewAnswer = z.infer<typeof previewAnswer>;

export const reminderRun = z.object({
  id: z.number().int(),
  dueOn: z.string(),
  trigger: z.enum(RUN_TRIGGERS),
  startedAt: z.string(),
  /** Null while it runs (or when it stopped half way: its rows stay queued and are sent). */
  finishedAt: z.string().nullable(),
  queued: z.number().int(),
  skipped: z.number().int(),
  by: z.string(),
});
export type ReminderRun = z.infer<typeof reminderRun>;

export const runsQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(200).default(30),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
});

/** What one turn of the sender did: sent, queued again to try later, failed for good. */
export const sendTurn = z.object({
  sent: z.number().int(),
  retried: z.number().int(),
  failed: z.number().int(),
});

/**
 * `POST reminders/run` (ADMIN): the run's record once it queued everything due today, and what the
 * sender's turn started right after it sent (at most each channel's pace a minute; the rest go at
 * the next turns); `sentNow` is null when another server's sender was on its turn already.
 */
export const runAnswer = reminderRun.extend({ sentNow: sendTurn.nullable() });
export type RunAnswer = z.infer<typeof runAnswer>;

export const outboxRow = z.object({
  id: z.number().int(),
  purpose: z.enum(OUTBOX_PURPOSES),
  memberId: z.string(),
  memberName: z.string(),
  kind: z.enum(SUBSCRIPTION_KINDS).nullable(),
  expiryDate: z.string().nullable(),
  dayOffset: z.number().int().nullable(),
  channel: z.enum(OUTBOX_CHANNELS),
  receiptId: z.string().nullable(),
  runId: z.number().int().nullable(),
  state: z.enum(OUTBOX_STATES),
  /** Why it failed (the provider's words) or was skipped. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  providerId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Who sent it by hand (a WhatsApp chat or a letter); null when the server sent it. */
  handSentBy: z.string().nullable(),
  /** Who asked for it (a receipt e-mailed from its print screen); null for the rest. */
  requestedBy: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

const optionalDate = (label: string) =>
  paramText(10)
    .refine((v) => isValidIsoDate(v), `${label}: enter a date as YYYY-MM-DD`)
    .optional();

/** `GET reminders/outbox` (and `.csv`): every filter optional; dates are the India days rows were made. */
export const outboxQuery = z
  .object({
    state: z.enum(OUTBOX_STATES).optional(),
    channel: z.enum(OUTBOX_CHANNELS).optional(),
    kind: z.enum(SUBSCRIPTION_KINDS).optional(),
    purpose: z.enum(OUTBOX_PURPOSES).optional(),
    run: z.coerce.number({ error: 'run must be a number' }).int().min(1).optional(),
    member: paramText(50).optional(),
    fromDate: optionalDate('From Date'),
    toDate: optionalDate('To Date'),
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(50),
    offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(10_000_000).default(0),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    message: 'From Date must not be after To Date',
    path: ['toDate'],
  });
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const OUTBOX_CSV_COLUMNS = [
  'ID',
  'CREATED AT',
  'MEMBER ID',
  'MEMBER NAME',
  'PURPOSE',
  'KIND',
  'EXPIRY DATE',
  'DAY',
  'CHANNEL',
  'STATE',
  'REASON',
  'ATTEMPTS',
  'SENT AT',
  'PROVIDER ID',
  'RUN',
  'SENT BY HAND BY',
  'REQUESTED BY',
] as const;

/** `POST reminders/retry-failed` (ADMIN): how many failed reminders were queued again. */
export const retryAnswer = z.object({ requeued: z.number().int() });

/** `POST members/:id/reminders/hand-sent` (STAFF): a reminder sent by hand, logged. */
export const handSentInput = z.object({
  kind: z.enum(SUBSCRIPTION_KINDS),
  channel: z.enum(['whatsapp', 'letter']),
});
export type HandSentInput = z.infer<typeof handSentInput>;

/** `GET members/:id/reminders`: the member's reminders, newest first (the latest 100). */
export const memberRemindersAnswer = z.object({ data: z.array(outboxRow) });

export const optOut = z.object({
  channel: z.enum(CHANNEL_NAMES),
  setBy: z.string(),
  /** ISO 8601, UTC. */
  setAt: z.string(),
  source: z.enum(OPT_OUT_SOURCES),
});
export type OptOut = z.infer<typeof optOut>;

/** `GET members/:id/reminder-opt-outs`: the channels the member gets no reminders by. */
export const optOutsAnswer = z.object({ data: z.array(optOut) });

/** `PUT members/:id/reminder-opt-outs` (STAFF): the whole set; channels left out are allowed again. */
export const optOutsInput = z.object({
  channels: z
    .array(z.enum(CHANNEL_NAMES))
    .max(CHANNEL_NAMES.length, reminderMessages.channels)
    .refine((c) => new Set(c).size === c.length, reminderMessages.channels),
});
export type OptOutsInput = z.infer<typeof optOutsInput>;

/** `GET opt-out/:token` (public): the trust's name and whether the member still gets e-mail reminders. */
export const optOutLinkAnswer = z.object({
  trustName: z.string(),
  channel: z.literal('email'),
  optedOut: z.boolean(),
});
export type OptOutLinkAnswer = z.infer<typeof optOutLinkAnswer>;

export const optOutToken = z.object({ token: paramText(200) });
