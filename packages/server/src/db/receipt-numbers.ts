import { financialYear } from '@trust/contract/dates';
import { type ReceiptType, receiptNumber } from '@trust/contract/receipt';
import type { Trx } from './connection';

/**
 * The next receipt number of a type for the financial year of `issueDate`. It takes a transaction
 * because numbers are gapless only when they commit or roll back with the payment they number; the
 * upsert row-locks the counter on PostgreSQL, and SQLite runs one transaction at a time.
 */
export async function nextReceiptNumber(trx: Trx, type: ReceiptType, issueDate: string): Promise<string> {
  const year = financialYear(issueDate);
  const row = await trx
    .insertInto('receipt_sequences')
    .values({ receipt_type: type, financial_year: year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['receipt_type', 'financial_year'])
        .doUpdateSet((eb) => ({ last_number: eb('receipt_sequences.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return receiptNumber(type, year, row.last_number);
}
