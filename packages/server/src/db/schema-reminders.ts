import type { Generated } from 'kysely';

/** What the reminders keep: each kind's schedule, the runs, the outbox of everything sent, the opt-outs. */

export interface ReminderScheduleTable {
  /** 'membership' or 'mediclaim'. */
  kind: string;
  /** 1 while the schedule sends, 0 while it is off. */
  enabled: number;
  /** JSON array of day offsets from the expiry date: -30 is 30 days before, 15 is 15 days after. */
  days: string;
  /** JSON array of channel names, the most preferred first. */
  channels: string;
  updated_by: string | null;
  updated_at: string | null;
}

export interface ReminderRunTable {
  id: Generated<number>;
  /** The India date the run looked for members due on. */
  due_on: string;
  /** ISO 8601, UTC: the timed work's due time; null for a run started by hand. */
  due_at: string | null;
  /** 'schedule' or 'now'. */
  trigger: string;
  started_at: string;
  finished_at: string | null;
  queued: Generated<number>;
  skipped: Generated<number>;
  /** The admin's name, or 'schedule'. */
  run_by: string;
}

export interface OutboxTable {
  id: Generated<number>;
  /** 'reminder' or 'receipt'. */
  purpose: string;
  member_id: string;
  kind: string | null;
  expiry_date: string | null;
  day_offset: number | null;
  /** 'email', 'whatsapp', 'sms', or 'letter' for one sent by hand. */
  channel: string;
  receipt_id: string | null;
  /** A reminder's: member|kind|expiry|day|channel. Never two rows with one key. */
  unique_key: string;
  run_id: number | null;
  /** 'queued', 'sending', 'sent', 'delivered', 'failed', 'skipped'. */
  state: string;
  /** Why it failed (the provider's words) or was skipped. */
  reason: string | null;
  attempts: Generated<number>;
  /** ISO 8601, UTC: when a queued row may next be sent; while 'sending', when the sender's lease runs out. */
  next_attempt_at: string | null;
  /** ISO 8601, UTC: when the sender sending it took it. */
  claimed_at: string | null;
  /** Which sender (server process) took it: only that sender records the answer of its claim. */
  claimed_by: string | null;
  provider_id: string | null;
  created_at: string;
  sent_at: string | null;
  /** The name of the user who sent it by hand (WhatsApp chat or letter). */
  hand_sent_by: string | null;
  /** The e-mail of the user who asked for it (a receipt e-mailed from its print screen); null when automatic. */
  requested_by: string | null;
}

export interface ReminderOptOutTable {
  member_id: string;
  channel: string;
  /** The user's name, or 'member' when set through the link in an e-mail. */
  set_by: string;
  set_at: string;
  /** 'staff' or 'member'. */
  source: string;
}

export interface OptOutLinkHitTable {
  address: string;
  /** ISO 8601 minute, 'YYYY-MM-DDTHH:MM'. */
  minute: string;
  hits: number;
}
