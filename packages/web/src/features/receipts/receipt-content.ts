import type { PrintDocument } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import type { PrintedWord } from '@trust/contract/printed-words';
import {
  membershipNumber,
  membershipReceiptTotal,
  type PastRecordsRow,
  REGISTRATION_FEE,
  registrationReceiptTotal,
} from '@trust/contract/receipt';
import { type Fate, resetFate } from '../../ui/fate';
import type { ReceiptFact, ReceiptLine } from '../../ui/receipt-parts';

/** The `type` of /print-report/{id}, as the check screens link to it. */
export const RECEIPT_KINDS = ['Membership', 'Mediclaim Subscription', 'Registration'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export function receiptKind(value: string | null): ReceiptKind | null {
  return RECEIPT_KINDS.find((kind) => kind === value) ?? null;
}

export interface ReceiptContent {
  /** The number its prints are counted under, and which document: none for a registration without a payment. */
  receiptNo: string | null;
  /** The code its QR code and address verify it by: the payment's, none for a registration without one. */
  verifyCode: string | null;
  document: PrintDocument;
  fate: Fate | undefined;
  title: PrintedWord;
  facts: ReceiptFact[];
  lines: ReceiptLine[];
  total: number;
}

const period = (from: string, to: string) => `${formatDisplayDate(from)} to ${formatDisplayDate(to)}`;

/**
 * What a receipt prints for a member: its particulars, its lines and its total (docs/product.md), every
 * amount, fee, date and mode as recorded with the payment (nothing from the address), or `null`
 * when the member has no payment of that kind to print. The Registration receipt needs no payment of
 * its own: the fee is taken with the mediclaim payment, whose number and date it shows when there is one
 * (the server records no separate registration payment).
 */
export function receiptContent(
  kind: ReceiptKind,
  row: PastRecordsRow,
  { membershipPrefix }: { membershipPrefix: string },
): ReceiptContent | null {
  const membershipNo = membershipNumber(membershipPrefix, row.ID_NUMBER);
  const member: ReceiptFact[] = [
    { label: 'Membership No', value: membershipNo },
    { label: 'Received From', value: row.MEMBER_NAME },
    { label: 'Department', value: row.DEPARTMENT },
    { label: 'Ticket Number', value: row.TICKET_NUMBER },
  ];

  if (kind === 'Membership') {
    const payment = row.SUBSCRIPTION;
    if (!payment) return null;
    const fee = payment.REMARKS;
    return {
      receiptNo: payment.RECEIPT_NO,
      verifyCode: payment.verify_code,
      document: 'RECEIPT',
      fate: resetFate(payment),
      title: 'Membership Receipt',
      facts: [
        { label: 'Receipt No', value: payment.RECEIPT_NO },
        { label: 'Date', value: formatDisplayDate(payment.ISSUE_DATE) },
        ...member,
        { label: 'Mode of Payment', value: payment.MODE_OF_PAYMENT },
        { label: 'Period', value: period(payment.ISSUE_DATE, payment.EXPIRY_DATE) },
      ],
      lines: [
        { label: 'Membership Subscription', amount: payment.AMOUNT },
        { label: 'Book Fee', amount: fee },
      ],
      total: membershipReceiptTotal(payment.AMOUNT, fee),
    };
  }

  if (kind === 'Mediclaim Subscription') {
    const payment = row.MEDICLAIM;
    if (!payment) return null;
    return {
      receiptNo: payment.RECEIPT_NO,
      verifyCode: payment.verify_code,
      document: 'RECEIPT',
      fate: resetFate(payment),
      title: 'Mediclaim Subscription Receipt',
      facts: [
        { label: 'Receipt No', value: payment.RECEIPT_NO },
        { label: 'Date', value: formatDisplayDate(payment.ISSUE_DATE) },
        ...member,
        { label: 'Mode of Payment', value: payment.MODE_OF_PAYMENT },
        { label: 'Reference No', value: payment.REFERENCE_NUMBER },
        { label: 'Bank', value: payment.BANK },
        { label: 'Branch', value: payment.BRANCH },
        { label: 'Family Group', value: row.FAMILY_GROUP },
        { label: 'Group', value: payment.REMARKS },
        { label: 'Period', value: period(payment.ISSUE_DATE, payment.EXPIRY_DATE) },
      ],
      lines: [{ label: 'Mediclaim Subscription', detail: `(${payment.REMARKS})`, amount: payment.AMOUNT }],
      total: payment.AMOUNT,
    };
  }

  const payment = row.MEDICLAIM;
  const dependents = row.DEPENDENT_COUNT;
  return {
    receiptNo: payment?.RECEIPT_NO ?? null,
    // It verifies as the payment it was paid under, whose number it prints.
    verifyCode: payment?.verify_code ?? null,
    document: 'REGISTRATION',
    fate: undefined,
    title: 'Registration Receipt',
    facts: [
      // The registration fee is taken with the mediclaim payment and has no number of its own: the
      // receipt names the payment it was paid under, in its own words, not as a mediclaim receipt.
      { label: 'Paid under Receipt No', value: payment?.RECEIPT_NO ?? '' },
      { label: 'Date', value: formatDisplayDate(payment?.ISSUE_DATE ?? row.REGISTRATION_DATE) },
      ...member,
      { label: 'Mode of Payment', value: payment?.MODE_OF_PAYMENT ?? '' },
      { label: 'Reference No', value: payment?.REFERENCE_NUMBER ?? '' },
      { label: 'Family Group', value: row.FAMILY_GROUP },
      { label: 'Dependents', value: String(dependents) },
    ],
    lines: [
      { label: 'Member', amount: REGISTRATION_FEE },
      { label: 'Dependents', detail: `${dependents} × ${REGISTRATION_FEE}`, amount: REGISTRATION_FEE * dependents },
    ],
    total: registrationReceiptTotal(dependents),
  };
}
