import { z } from 'zod';

/** The receipts a member's print screen can e-mail: the latest membership and mediclaim payments. */
export const EMAILED_RECEIPT_KINDS = ['membership', 'mediclaim'] as const;
export type EmailedReceiptKind = (typeof EMAILED_RECEIPT_KINDS)[number];
export const emailReceiptInput = z.object({ kind: z.enum(EMAILED_RECEIPT_KINDS) });
export type EmailReceiptInput = z.infer<typeof emailReceiptInput>;

/**
 * `POST print/{id}/email`: the receipt is queued for this address; the reminders' sender sends it
 * within a minute, retrying as it retries reminders. `id` is its row of the outbox.
 */
export const emailReceiptAnswer = z.object({
  id: z.number().int(),
  state: z.literal('queued'),
  to: z.string(),
  receiptNo: z.string(),
});
export type EmailReceiptAnswer = z.infer<typeof emailReceiptAnswer>;

/** One receipt e-mailed (or being e-mailed) to the member, as the outbox has it. */
export const emailedReceipt = z.object({
  id: z.number().int(),
  kind: z.enum(EMAILED_RECEIPT_KINDS),
  receiptNo: z.string(),
  /** 'queued', 'sending', 'sent', 'delivered', 'failed' (with the mail server's reason) or 'skipped'. */
  state: z.string(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Who e-mailed it from the print screen; null when it went as it was issued. */
  requestedBy: z.string().nullable(),
});
export type EmailedReceipt = z.infer<typeof emailedReceipt>;

/** `GET print/{id}/emails`: the member's e-mailed receipts, newest first. */
export const emailedReceiptsAnswer = z.object({ data: z.array(emailedReceipt) });

export const receiptEmailMessages = {
  noEmail: 'This member has no e-mail address on record',
  notConfigured: 'E-mail is not configured',
  noReceipt: 'This member has no such receipt to e-mail',
  noMember: 'Member not found',
  notSent: 'The e-mail was not sent',
  notLatest: 'the receipt is no longer the member’s latest of its kind',
};
