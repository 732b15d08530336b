import { z } from 'zod';
import { auditRow } from './audit';
import { receiptPrintCount } from './books';
import { dependentRow } from './dependent';
import { SUBSCRIPTION_STATUSES } from './enums';
import { gpaDependentRecordRow, gpaRecordRow } from './gpa';
import { mediclaimReceiptRow } from './mediclaim';
import { memberRow } from './member';
import { miscReportRow } from './misc';
import { bounceFlag, bounceFlagOf, type ReceiptPaymentRow } from './renewal';
import { membershipReceiptRow } from './subscription';

/** Where one subscription stands: its status and the payment (not reset) that runs longest, if any. */
export const subscriptionSummaryRow = z.object({
  STATUS: z.enum(SUBSCRIPTION_STATUSES),
  ISSUE_DATE: z.string().nullable(),
  EXPIRY_DATE: z.string().nullable(),
  RECEIPT_NO: z.string().nullable(),
  /** A bounced cheque no standing payment has replaced, or null (bounceFlagOf). */
  BOUNCED: bounceFlag.nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummaryRow>;

/** How many of the latest changes the overview carries; the audit trail screen pages through the rest. */
export const OVERVIEW_AUDIT_LIMIT = 50;

/** `GET member-overview/{id}`: everything about one member in one answer. Lists are newest first. */
export const memberOverview = z
  .object({
    member: memberRow,
    dependents: z.array(dependentRow),
    membership: subscriptionSummaryRow,
    mediclaim: subscriptionSummaryRow,
    /** Every payment, reset ones included (STATUS RESET), with its receipt number. */
    membershipPayments: z.array(membershipReceiptRow),
    mediclaimPayments: z.array(mediclaimReceiptRow),
    miscReceipts: z.array(miscReportRow),
    gpaRecords: z.array(gpaRecordRow),
    dependentGpaRecords: z.array(gpaDependentRecordRow),
    /** Per receipt of the member and its dependents, how often it was printed; receipts never printed are left out. */
    prints: z.array(receiptPrintCount),
    /** The latest changes to the member and its records, at most OVERVIEW_AUDIT_LIMIT, and how many there are. */
    audit: z.object({ data: z.array(auditRow), total: z.number().int() }),
  })
  .meta({ id: 'MemberOverview' });
export type MemberOverview = z.infer<typeof memberOverview>;

/**
 * The summary of a subscription from its payments: the one neither reset nor bounced that runs
 * longest decides, as it decides the status everywhere else; ties go to the later issue, as listed first.
 */
export function subscriptionSummary(payments: readonly ReceiptPaymentRow[]): SubscriptionSummary {
  let latest: ReceiptPaymentRow | null = null;
  for (const p of payments) {
    const stands = p.STATUS !== 'RESET' && p.STATUS !== 'BOUNCED';
    if (stands && (!latest || p.EXPIRY_DATE > latest.EXPIRY_DATE)) latest = p;
  }
  return {
    STATUS: latest?.STATUS === 'ACTIVE' ? 'ACTIVE' : 'EXPIRED',
    ISSUE_DATE: latest?.ISSUE_DATE ?? null,
    EXPIRY_DATE: latest?.EXPIRY_DATE ?? null,
    RECEIPT_NO: latest?.RECEIPT_NO ?? null,
    BOUNCED: bounceFlagOf(
      payments.map((p) => ({
        receipt_no: p.RECEIPT_NO,
        expiry_date: p.EXPIRY_DATE,
        reset_at: p.RESET_AT,
        bounced_at: p.BOUNCED_AT,
        bounce_date: p.BOUNCE_DATE,
        bounce_reason: p.BOUNCE_REASON,
      })),
    ),
  };
}
