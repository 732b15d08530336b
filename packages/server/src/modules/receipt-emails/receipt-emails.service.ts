import { type EmailReceiptAnswer, type EmailReceiptInput, receiptEmailMessages } from '@trust/contract/receipt-email';
import { noChannels } from '../../channels';
import type { AppContext, SignedInUser } from '../../context';
import { HttpError } from '../../errors';
import { pastRecords } from '../receipts/receipts.service';
import { receiptEmailContent } from './receipt-email-content';
import { insertReceiptEmail } from './receipt-emails.repository';

/**
 * E-mails a member's latest receipt of a kind to the member's e-mail on record, and logs the send
 * with the mail server's answer, sent or not.
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
  const content = receiptEmailContent(kind, row, ctx.config);
  if (!content) throw new HttpError(409, receiptEmailMessages.noReceipt);
  const result = await channels.send({
    channel: 'email',
    to,
    subject: content.subject,
    text: content.text,
    html: content.html,
  });
  await insertReceiptEmail(ctx.db, {
    member_id: memberId,
    kind,
    receipt_no: content.receiptNo,
    to_address: to,
    state: result.ok ? 'sent' : 'failed',
    reason: result.ok ? null : result.reason,
    provider_id: result.ok ? result.providerId : null,
    sent_by: by.email,
    sent_at: ctx.now().toISOString(),
  });
  if (!result.ok) throw new HttpError(502, `${receiptEmailMessages.notSent}: ${result.reason}`);
  return { state: 'sent', to, receiptNo: content.receiptNo };
}
