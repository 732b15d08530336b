import type { EmailedReceipt, EmailReceiptAnswer, EmailReceiptInput } from '@trust/contract/receipt-email';
import { receiptEmailMessages } from '@trust/contract/receipt-email';
import QRCode from 'qrcode';
import { noChannels, type OutgoingMessage } from '../../channels';
import type { AppContext, SignedInUser } from '../../context';
import { HttpError } from '../../errors';
import { emailedReceiptsOf, queueReceiptEmail } from '../receipt-outbox/receipt-outbox.service';
import { pastRecords } from '../receipts/receipts.service';
import { receiptEmailContent } from './receipt-email-content';

/** The `cid:` the e-mail's HTML shows the receipt's QR code by. */
const QR_CID = 'receipt-qr@trust';

/**
 * Queues a member's latest receipt of a kind for the member's e-mail on record: the reminders'
 * sender sends it, retries it and logs what the mail server answered.
 */
export async function emailReceipt(
  ctx: AppContext,
  memberId: string,
  kind: EmailReceiptInput['kind'],
  by: SignedInUser,
): Promise<EmailReceiptAnswer> {
  const channels = ctx.channels ?? noChannels;
  if (!channels.isConfigured('email')) throw new HttpError(503, receiptEmailMessages.notConfigured);
  const row = await pastRecords(ctx, memberId);
  if (!row) throw new HttpError(404, receiptEmailMessages.noMember);
  const to = row.EMAIL.trim();
  if (!to) throw new HttpError(409, receiptEmailMessages.noEmail);
  const content = receiptEmailContent(kind, row, ctx.config, QR_CID);
  if (!content) throw new HttpError(409, receiptEmailMessages.noReceipt);
  const id = await queueReceiptEmail(ctx.db, { memberId, kind, receiptNo: content.receiptNo }, by.email, ctx.now());
  if (id === null) throw new HttpError(409, receiptEmailMessages.noEmail);
  ctx.sendOutboxSoon?.();
  return { id, state: 'queued', to, receiptNo: content.receiptNo };
}

/** The member's e-mailed receipts, newest first, with what became of each. */
export async function emailedReceipts(ctx: AppContext, memberId: string): Promise<EmailedReceipt[]> {
  const rows = await emailedReceiptsOf(ctx.db, memberId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as EmailedReceipt['kind'],
    receiptNo: r.receipt_id ?? '',
    state: r.state,
    reason: r.reason,
    attempts: r.attempts,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    requestedBy: r.requested_by,
  }));
}

/** The PNG of the QR code of `text`, as the printed receipt draws it (error correction M, a quiet zone of 4). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 });
}

/**
 * A queued receipt as its e-mail, for the sender: the receipt as printed, in HTML and plain text,
 * with its QR code attached inline and its verification address in both. Not sent (with why) when
 * the member has no e-mail, or the receipt is no longer the member's latest of its kind.
 */
export async function receiptEmailMessage(
  ctx: AppContext,
  queued: { member_id: string; kind: string | null; receipt_id: string | null },
): Promise<{ message: OutgoingMessage } | { skipped: string }> {
  const row = await pastRecords(ctx, queued.member_id);
  if (!row) return { skipped: 'member removed' };
  const to = row.EMAIL.trim();
  if (!to) return { skipped: 'no e-mail or number' };
  const kind = queued.kind === 'mediclaim' ? 'mediclaim' : 'membership';
  const content = receiptEmailContent(kind, row, ctx.config, QR_CID);
  if (!content || content.receiptNo !== queued.receipt_id) return { skipped: receiptEmailMessages.notLatest };
  return {
    message: {
      channel: 'email',
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
      inlineImages: [
        { cid: QR_CID, filename: 'receipt-qr.png', contentType: 'image/png', content: await qrPng(content.verifyAt) },
      ],
    },
  };
}
