import { formatDisplayDate } from '@trust/contract/dates';
import { amountInWords, membershipNumber, membershipReceiptTotal, type PastRecordsRow } from '@trust/contract/receipt';
import type { EmailReceiptInput } from '@trust/contract/receipt-email';
import { verifyPath } from '@trust/contract/verify';

export interface ReceiptEmailContent {
  receiptNo: string;
  /** The receipt's verification page, the address its QR code carries. */
  verifyAt: string;
  subject: string;
  text: string;
  html: string;
}

interface Trust {
  trustName: string;
  trustAddress: string;
  membershipPrefix: string;
  /** The address members open, before the receipt's verification page (`/verify/{code}`). */
  publicUrl: string;
}

/**
 * A receipt as the e-mail's body, from what is stored with the payment: the same particulars, lines,
 * total and words the printed Membership and Mediclaim Subscription receipts carry (the web app's
 * features/receipts/receipt-content.ts), in English. Null when the member has no such payment.
 */
export function receiptEmailContent(
  kind: EmailReceiptInput['kind'],
  row: PastRecordsRow,
  trust: Trust,
  /** The `cid:` of the QR code attached beside the HTML. */
  qrCid: string,
): ReceiptEmailContent | null {
  const payment = kind === 'membership' ? row.SUBSCRIPTION : row.MEDICLAIM;
  if (!payment) return null;
  const member = [
    ['Membership No', membershipNumber(trust.membershipPrefix, row.ID_NUMBER)],
    ['Received From', row.MEMBER_NAME],
    ['Department', row.DEPARTMENT],
    ['Ticket Number', row.TICKET_NUMBER],
  ];
  const period = `${formatDisplayDate(payment.ISSUE_DATE)} to ${formatDisplayDate(payment.EXPIRY_DATE)}`;
  const head = [
    ['Receipt No', payment.RECEIPT_NO],
    ['Date', formatDisplayDate(payment.ISSUE_DATE)],
  ];
  let title: string;
  let facts: string[][];
  let lines: [string, number][];
  let total: number;
  if (kind === 'membership' && row.SUBSCRIPTION) {
    const fee = row.SUBSCRIPTION.REMARKS;
    title = 'Membership Receipt';
    facts = [...head, ...member, ['Mode of Payment', payment.MODE_OF_PAYMENT], ['Period', period]];
    lines = [
      ['Membership Subscription', payment.AMOUNT],
      ['Book Fee', fee],
    ];
    total = membershipReceiptTotal(payment.AMOUNT, fee);
  } else {
    const group = String(payment.REMARKS);
    title = 'Mediclaim Subscription Receipt';
    facts = [
      ...head,
      ...member,
      ['Mode of Payment', payment.MODE_OF_PAYMENT],
      ['Reference No', payment.REFERENCE_NUMBER],
      ['Bank', payment.BANK],
      ['Branch', payment.BRANCH],
      ['Family Group', row.FAMILY_GROUP],
      ['Group', group],
      ['Period', period],
    ];
    lines = [[`Mediclaim Subscription (${group})`, payment.AMOUNT]];
    total = payment.AMOUNT;
  }
  // A payment reset or whose cheque bounced no longer counts: the e-mail says so, as the print does.
  const standing = payment.STATUS === 'RESET' || payment.STATUS === 'BOUNCED' ? payment.STATUS : null;
  const words = amountInWords(total);
  const verifyAt = `${trust.publicUrl}${verifyPath(payment.verify_code)}`;
  const text = [
    trust.trustName,
    trust.trustAddress,
    '',
    title.toUpperCase(),
    ...(standing ? [standing] : []),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...lines.map(([label, amount]) => `${label}: Rs. ${amount}`),
    `Total: Rs. ${total}`,
    `Rupees in words: ${words}`,
    '',
    `Verify this receipt at: ${verifyAt}`,
    '',
  ].join('\n');
  const cell = 'style="padding:4px 8px;border:1px solid #999"';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#000">',
    `<h1 style="font-size:20px;margin:0">${escapeHtml(trust.trustName)}</h1>`,
    `<p style="margin:0 0 12px">${escapeHtml(trust.trustAddress)}</p>`,
    `<h2 style="font-size:16px">${escapeHtml(title.toUpperCase())}</h2>`,
    standing ? `<p style="font-weight:bold;color:#b00">${standing}</p>` : '',
    '<table style="border-collapse:collapse;margin-bottom:12px">',
    ...facts.map(
      ([label, value]) =>
        `<tr><th ${cell} align="left">${escapeHtml(label ?? '')}</th><td ${cell}>${escapeHtml(value ?? '')}</td></tr>`,
    ),
    '</table><table style="border-collapse:collapse">',
    ...lines.map(
      ([label, amount]) => `<tr><td ${cell}>${escapeHtml(label)}</td><td ${cell} align="right">${amount}</td></tr>`,
    ),
    `<tr><th ${cell} align="left">Total</th><th ${cell} align="right">${total}</th></tr>`,
    '</table>',
    `<p>Rupees in words: ${escapeHtml(words)}</p>`,
    `<p><img src="cid:${qrCid}" width="120" height="120" alt="QR code of ${escapeHtml(verifyAt)}"></p>`,
    `<p>Verify this receipt at: <a href="${escapeHtml(verifyAt)}">${escapeHtml(verifyAt)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    receiptNo: payment.RECEIPT_NO,
    verifyAt,
    subject: `${trust.trustName}: ${title} ${payment.RECEIPT_NO}`,
    text,
    html,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
