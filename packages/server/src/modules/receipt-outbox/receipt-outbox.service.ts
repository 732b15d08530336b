import { randomUUID } from 'node:crypto';
import type { EmailedReceiptKind } from '@trust/contract/receipt-email';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/connection';
import { insertReceiptRow, memberEmail, receiptRowsOf } from './receipt-outbox.repository';

/**
 * Receipts to e-mail, queued in the outbox beside the reminders: the reminders' sender sends them
 * with the same pace, retries and log. Below both the payments (a receipt e-mailed when issued, in
 * the payment's transaction) and the print screen's 'E-mail receipt'.
 */

export interface ReceiptToEmail {
  memberId: string;
  kind: EmailedReceiptKind;
  receiptNo: string;
}

/**
 * Queues the receipt for the member's e-mail on record, due at once. `requestedBy` is the user who
 * asked; null when it goes because it was issued, and then it is queued once only. Answers the row's
 * id, or null when the member has no e-mail (or it was queued already).
 */
export async function queueReceiptEmail(
  db: DbOrTrx,
  receipt: ReceiptToEmail,
  requestedBy: string | null,
  at: Date,
): Promise<number | null> {
  const to = await memberEmail(db, receipt.memberId);
  if (!to) return null;
  const when = at.toISOString();
  const key = requestedBy === null ? 'issued' : `${when}|${randomUUID()}`;
  return insertReceiptRow(db, {
    purpose: 'receipt',
    member_id: receipt.memberId,
    kind: receipt.kind,
    expiry_date: null,
    day_offset: null,
    channel: 'email',
    receipt_id: receipt.receiptNo,
    unique_key: `receipt|${receipt.receiptNo}|${key}`,
    run_id: null,
    state: 'queued',
    reason: null,
    next_attempt_at: when,
    provider_id: null,
    created_at: when,
    sent_at: null,
    hand_sent_by: null,
    requested_by: requestedBy,
  });
}

/**
 * A receipt just issued, in the payment's transaction: queued for the member's e-mail when the trust
 * e-mails receipts as they are issued (RECEIPT_EMAIL_AUTO=on), so a payment rolled back queues nothing.
 */
export async function queueIssuedReceipt(
  trx: DbOrTrx,
  config: Pick<Config, 'receiptEmailAuto' | 'channels'>,
  receipt: ReceiptToEmail,
  at: Date,
): Promise<void> {
  if (!config.receiptEmailAuto || !config.channels.email) return;
  await queueReceiptEmail(trx, receipt, null, at);
}

/** The member's e-mailed receipts, newest first (the latest 50). */
export function emailedReceiptsOf(db: DbOrTrx, memberId: string) {
  return receiptRowsOf(db, memberId, 50);
}
