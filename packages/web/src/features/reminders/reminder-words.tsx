import { Badge } from '@mantine/core';
import type { OutboxChannel, OutboxRow, OutboxState } from '@trust/contract/reminders';
import { atInIndia } from '../../ui/recorded-value';

/** How the reminders' screens name channels, kinds, days and states, in one place. */

export const CHANNEL_LABELS: Record<OutboxChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  letter: 'Letter',
};

export const KIND_LABELS = { membership: 'Membership', mediclaim: 'Mediclaim' } as const;

export const STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped',
};

const STATE_COLORS: Record<OutboxState, string> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'teal',
  delivered: 'green',
  failed: 'red',
  skipped: 'gray',
};

/** -30: '30 days before', 0: 'On the day', 15: '15 days after' (the expiry date). */
export function dayLabel(offset: number): string {
  if (offset === 0) return 'On the day';
  const days = Math.abs(offset);
  return `${days} ${days === 1 ? 'day' : 'days'} ${offset < 0 ? 'before' : 'after'}`;
}

export function StateBadge({ state }: { state: OutboxState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" radius="sm">
      {STATE_LABELS[state]}
    </Badge>
  );
}

/** What a row was about: a kind's reminder, or an e-mailed receipt. */
export function rowSubject(row: Pick<OutboxRow, 'purpose' | 'kind' | 'receiptId'>): string {
  if (row.purpose === 'receipt') return row.receiptId ? `Receipt ${row.receiptId}` : 'Receipt';
  return row.kind ? KIND_LABELS[row.kind] : '';
}

/** A row's reason as staff read it: the provider's words for a failure, why for a skip, who sent it by hand. */
export function reason(row: OutboxRow): string {
  if (row.handSentBy) return `Sent by hand by ${row.handSentBy}`;
  if (row.state === 'failed') return `${row.reason ?? ''} (${row.attempts} ${row.attempts === 1 ? 'try' : 'tries'})`;
  if (row.state === 'queued' && row.attempts > 0 && row.nextAttemptAt)
    return `Try ${row.attempts + 1} at ${atInIndia(row.nextAttemptAt)}${row.reason ? `: ${row.reason}` : ''}`;
  return row.reason ?? '';
}
