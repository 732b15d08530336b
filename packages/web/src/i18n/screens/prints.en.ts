/** The texts around a print (not the printed sheet's own words, the contract's printed-words.ts): the batch's receipts. */
export const prints = {
  'prints.batchReceipt': '{count} receipt of batch {id}',
  'prints.batchReceipts': '{count} receipts of batch {id}',
  'prints.batchUncounted': 'Some prints of this batch were not counted: {reason}',
  'prints.receipt': 'Receipt {receiptNo}',
} as const;
