import { z } from 'zod';

/** The receipts a member's print screen can e-mail: the latest membership and mediclaim payments. */
export const EMAILED_RECEIPT_KINDS = ['membership', 'mediclaim'] as const;
export const emailReceiptInput = z.object({ kind: z.enum(EMAILED_RECEIPT_KINDS) });
export type EmailReceiptInput = z.infer<typeof emailReceiptInput>;

/** `POST print/{id}/email`: the receipt went to this address. */
export const emailReceiptAnswer = z.object({ state: z.literal('sent'), to: z.string(), receiptNo: z.string() });
export type EmailReceiptAnswer = z.infer<typeof emailReceiptAnswer>;

export const receiptEmailMessages = {
  noEmail: 'This member has no e-mail address on record',
  notConfigured: 'E-mail is not configured',
  noReceipt: 'This member has no such receipt to e-mail',
  noMember: 'Member not found',
  notSent: 'The e-mail was not sent',
};
