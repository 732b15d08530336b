import type { AuditRow } from './audit';
import type { DependentRow } from './dependent';
import type { SubscriptionStatus } from './enums';
import type { GpaDependentRecordRow, GpaRecordRow } from './gpa';
import type { MediclaimReceiptRow } from './mediclaim';
import type { MemberRow } from './member';
import type { MiscReportRow } from './misc';
import type { ReceiptPaymentRow } from './renewal';
import type { MembershipReceiptRow } from './subscription';

/** Where one subscription stands: its status and the payment (not reset) that runs longest, if any. */
export interface SubscriptionSummary {
  STATUS: SubscriptionStatus;
  ISSUE_DATE: string | null;
  EXPIRY_DATE: string | null;
  RECEIPT_NO: string | null;
}

/** How many of the latest changes the overview carries; the audit trail screen pages through the rest. */
export const OVERVIEW_AUDIT_LIMIT = 50;

/** `GET member-overview/{id}`: everything about one member in one answer. Lists are newest first. */
export interface MemberOverview {
  member: MemberRow;
  dependents: DependentRow[];
  membership: SubscriptionSummary;
  mediclaim: SubscriptionSummary;
  /** Every payment, reset ones included (STATUS RESET), with its receipt number. */
  membershipPayments: MembershipReceiptRow[];
  mediclaimPayments: MediclaimReceiptRow[];
  miscReceipts: MiscReportRow[];
  gpaRecords: GpaRecordRow[];
  dependentGpaRecords: GpaDependentRecordRow[];
  /** The latest changes to the member and its records, at most OVERVIEW_AUDIT_LIMIT, and how many there are. */
  audit: { data: AuditRow[]; total: number };
}

/**
 * The summary of a subscription from its payments: the one not reset that runs longest decides, as
 * it decides the status everywhere else; ties go to the later issue, as listed first.
 */
export function subscriptionSummary(payments: readonly ReceiptPaymentRow[]): SubscriptionSummary {
  let latest: ReceiptPaymentRow | null = null;
  for (const p of payments) {
    if (p.STATUS !== 'RESET' && (!latest || p.EXPIRY_DATE > latest.EXPIRY_DATE)) latest = p;
  }
  return {
    STATUS: latest?.STATUS === 'ACTIVE' ? 'ACTIVE' : 'EXPIRED',
    ISSUE_DATE: latest?.ISSUE_DATE ?? null,
    EXPIRY_DATE: latest?.EXPIRY_DATE ?? null,
    RECEIPT_NO: latest?.RECEIPT_NO ?? null,
  };
}
