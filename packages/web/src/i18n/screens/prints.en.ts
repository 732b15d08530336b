/**
 * The texts around a print, in the user's language (not the printed sheet's own words, the contract's
 * printed-words.ts, which follow the trust's RECEIPT_LANGUAGES): the batch's receipts, the notices and
 * problems of a receipt's or letter's page, and the names a screen reader gives the sheet's tables and
 * QR code.
 */
export const prints = {
  'prints.batchReceipt': '{count} receipt of batch {id}',
  'prints.batchReceipts': '{count} receipts of batch {id}',
  'prints.batchUncounted': 'Some prints of this batch were not counted: {reason}',
  'prints.receipt': 'Receipt {receiptNo}',
  'prints.uncounted': 'The prints of this receipt cannot be counted: {reason}',
  'prints.receiptDetails': 'Receipt details',
  'prints.insured': 'Insured',
  'prints.nominee': 'Nominee',
  'prints.amounts': 'Amounts',
  'prints.verificationQr': 'Verification QR code',
  'prints.qrOf': 'QR code of {url}',
  'prints.unknownReceiptType': 'Unknown receipt type. Choose one of: {kinds}.',
  'prints.noMembershipPayment': 'There is no membership payment to print for this member.',
  'prints.noMediclaimPayment': 'There is no mediclaim payment to print for this member.',
  'prints.unknownReminder': 'Unknown reminder. Choose kind=membership or kind=mediclaim.',
  'prints.emailReceipt': 'E-mail receipt',
  'prints.emailQueued': 'E-mail queued',
  'prints.emailQueuedRetry': 'E-mail queued, to be tried again: {reason}',
  'prints.emailSending': 'E-mail being sent',
  'prints.emailSent': 'E-mail sent',
  'prints.emailFailed': 'E-mail failed: {reason}',
  'prints.emailNotSent': 'E-mail not sent: {reason}',
  'prints.receiptQueued': 'Receipt queued',
  'prints.queuedFor': 'Queued for {to}',
  'prints.notEmailed': 'Receipt not e-mailed',
  'prints.slipTitle': 'Bank Deposit Slip',
  'prints.slipDetails': 'Deposit details',
  'prints.slipLines': 'Cheques and cash',
} as const;
