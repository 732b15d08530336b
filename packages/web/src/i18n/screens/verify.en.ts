/** The texts of the public page that checks a printed receipt (/verify/{code}), in the browser's chosen language. */
export const verify = {
  'verify.title': 'Receipt verification',
  'verify.genuine': 'Genuine receipt',
  'verify.stands': 'This receipt was issued by the trust and stands.',
  'verify.VOID': 'This receipt no longer stands: it was voided.',
  'verify.RESET': 'This receipt no longer stands: its payment was reset.',
  'verify.BOUNCED': 'This receipt no longer stands: its cheque bounced.',
  'verify.checkCode': 'Check the code printed under the QR code on the receipt and type it again.',
  'verify.receipt': 'Receipt',
  'verify.issuedBy': 'Issued by',
  'verify.receiptNo': 'Receipt No',
  'verify.date': 'Date',
  'verify.amount': 'Amount',
  'verify.receivedFrom': 'Received From',
  'verify.standing': 'Standing',
} as const;
