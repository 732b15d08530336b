import { financialYear } from '@trust/contract/dates';
import { RECEIPT_TYPES, type ReceiptType, receiptNumber } from '@trust/contract/receipt';
import type { Insertable } from 'kysely';
import type { ReceiptSequenceTable } from '../db/schema';
import type { TrustData } from './trust-data';

/**
 * Numbers every receipt as the server would have, type by type in the order they were recorded,
 * restarting each financial year; returns the last number used of each.
 */
export function numberReceipts(data: Omit<TrustData, 'receiptSequences'>): Insertable<ReceiptSequenceTable>[] {
  const sequences: Insertable<ReceiptSequenceTable>[] = [];
  const number = <R extends { receipt_no: string; created_at: string }>(
    type: ReceiptType,
    rows: R[],
    dateOf: (row: R) => string,
  ) => {
    const last = new Map<string, number>();
    const inOrder = [...rows].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
    for (const row of inOrder) {
      const year = financialYear(dateOf(row));
      const n = (last.get(year) ?? 0) + 1;
      last.set(year, n);
      row.receipt_no = receiptNumber(type, year, n);
    }
    for (const [year, n] of last) sequences.push({ receipt_type: type, financial_year: year, last_number: n });
  };
  number(RECEIPT_TYPES.membership, data.membershipPayments, (p) => p.issue_date);
  number(RECEIPT_TYPES.mediclaim, data.mediclaimPayments, (p) => p.issue_date);
  number(RECEIPT_TYPES.misc, data.miscReceipts, (r) => r.date);
  number(RECEIPT_TYPES.gpa, data.gpaRecords, (r) => r.date);
  number(RECEIPT_TYPES.gpaDependent, data.gpaDependentRecords, (r) => r.date);
  return sequences;
}
