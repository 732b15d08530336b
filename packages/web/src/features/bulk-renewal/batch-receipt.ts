import { formatDisplayDate } from '@trust/contract/dates';
import type { PrintedWord } from '@trust/contract/printed-words';
import { membershipNumber, membershipReceiptTotal } from '@trust/contract/receipt';
import type { BulkKind, BulkReceiptRow } from '@trust/contract/season';
import type { ReceiptFact, ReceiptLine } from '../../ui/receipt-parts';

export interface BatchReceipt {
  receiptNo: string;
  verifyCode: string;
  title: PrintedWord;
  facts: ReceiptFact[];
  lines: ReceiptLine[];
  total: number;
}

const period = (from: string, to: string) => `${formatDisplayDate(from)} to ${formatDisplayDate(to)}`;

/**
 * A receipt of a batch as the single receipt of its kind prints it, from what the batch stored: the
 * same title, lines and total. The batch keeps the member's name but not its department, ticket or
 * bank, so those particulars are left off rather than read again member by member.
 */
export function batchReceipt(kind: BulkKind, row: BulkReceiptRow, membershipPrefix: string): BatchReceipt {
  const head: ReceiptFact[] = [
    { label: 'Receipt No', value: row.receipt_no },
    { label: 'Date', value: formatDisplayDate(row.issue_date) },
    { label: 'Membership No', value: membershipNumber(membershipPrefix, row.member_id) },
    { label: 'Received From', value: row.member_name },
    { label: 'Mode of Payment', value: row.mode_of_payment },
  ];
  if (kind === 'MEMBERSHIP') {
    return {
      receiptNo: row.receipt_no,
      verifyCode: row.verify_code,
      title: 'Membership Receipt',
      facts: [...head, { label: 'Period', value: period(row.issue_date, row.expiry_date) }],
      lines: [
        { label: 'Membership Subscription', amount: row.amount },
        { label: 'Book Fee', amount: row.book_fee },
      ],
      total: membershipReceiptTotal(row.amount, row.book_fee),
    };
  }
  return {
    receiptNo: row.receipt_no,
    verifyCode: row.verify_code,
    title: 'Mediclaim Subscription Receipt',
    facts: [
      ...head,
      { label: 'Reference No', value: row.reference_number },
      { label: 'Group', value: row.group },
      { label: 'Period', value: period(row.issue_date, row.expiry_date) },
    ],
    lines: [{ label: 'Mediclaim Subscription', detail: `(${row.group})`, amount: row.amount }],
    total: row.amount,
  };
}
