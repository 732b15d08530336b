import { formatDisplayDate } from '@trust/contract/dates';
import { amountInHindiWords } from '@trust/contract/hindi-amounts';
import { printsIn, type ReceiptLanguages } from '@trust/contract/languages';
import { PRINTED_HINDI, type PrintedWord } from '@trust/contract/printed-words';
import {
  amountInWords,
  formatRupees,
  membershipNumber,
  membershipReceiptTotal,
  type PastRecordsRow,
} from '@trust/contract/receipt';
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
  /** The trust's name and address in Hindi: empty when not set, and the English then stands. */
  trustNameHindi: string;
  trustAddressHindi: string;
  /** What the receipt is written in (RECEIPT_LANGUAGES), as the printed receipt is. */
  receiptLanguages: ReceiptLanguages;
  membershipPrefix: string;
  /** The address members open, before the receipt's verification page (`/verify/{code}`). */
  publicUrl: string;
}

/** A printed word, with what follows it (a group) in each language. */
type Label = { word: PrintedWord; detail?: string };

/**
 * A receipt as the e-mail's body, from what is stored with the payment: the same particulars, lines,
 * total and words the printed Membership and Mediclaim Subscription receipts carry (the web app's
 * features/receipts/receipt-content.ts), in the receipt's languages as the print has them: English
 * (SPEC's words), Hindi, or both with each English word's Hindi beside it (in the HTML, under it)
 * and the amount in words in both. Null when the member has no such payment.
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
  const { english, hindi } = printsIn(trust.receiptLanguages);
  const member: [Label, string][] = [
    [{ word: 'Membership No' }, membershipNumber(trust.membershipPrefix, row.ID_NUMBER)],
    [{ word: 'Received From' }, row.MEMBER_NAME],
    [{ word: 'Department' }, row.DEPARTMENT],
    [{ word: 'Ticket Number' }, row.TICKET_NUMBER],
  ];
  const period = `${formatDisplayDate(payment.ISSUE_DATE)} to ${formatDisplayDate(payment.EXPIRY_DATE)}`;
  const head: [Label, string][] = [
    [{ word: 'Receipt No' }, payment.RECEIPT_NO],
    [{ word: 'Date' }, formatDisplayDate(payment.ISSUE_DATE)],
  ];
  let title: PrintedWord;
  let facts: [Label, string][];
  let lines: [Label, number][];
  let total: number;
  if (kind === 'membership' && row.SUBSCRIPTION) {
    const fee = row.SUBSCRIPTION.REMARKS;
    title = 'Membership Receipt';
    facts = [...head, ...member, [{ word: 'Mode of Payment' }, payment.MODE_OF_PAYMENT], [{ word: 'Period' }, period]];
    lines = [
      [{ word: 'Membership Subscription' }, payment.AMOUNT],
      [{ word: 'Book Fee' }, fee],
    ];
    total = membershipReceiptTotal(payment.AMOUNT, fee);
  } else {
    const group = String(payment.REMARKS);
    title = 'Mediclaim Subscription Receipt';
    facts = [
      ...head,
      ...member,
      [{ word: 'Mode of Payment' }, payment.MODE_OF_PAYMENT],
      [{ word: 'Reference No' }, payment.REFERENCE_NUMBER],
      [{ word: 'Bank' }, payment.BANK],
      [{ word: 'Branch' }, payment.BRANCH],
      [{ word: 'Family Group' }, row.FAMILY_GROUP],
      [{ word: 'Group' }, group],
      [{ word: 'Period' }, period],
    ];
    lines = [[{ word: 'Mediclaim Subscription', detail: `(${group})` }, payment.AMOUNT]];
    total = payment.AMOUNT;
  }
  // A payment reset or whose cheque bounced no longer counts: the e-mail says so, as the print does.
  const standing: PrintedWord | null =
    payment.STATUS === 'RESET' || payment.STATUS === 'BOUNCED' ? payment.STATUS : null;
  const verifyAt = `${trust.publicUrl}${verifyPath(payment.verify_code)}`;

  // Each word in the receipt's languages: the English, the Hindi, or both (' / ' in a line of text).
  const inEnglish = ({ word, detail }: Label) => (detail ? `${word} ${detail}` : word);
  const inHindi = ({ word, detail }: Label) => (detail ? `${PRINTED_HINDI[word]} ${detail}` : PRINTED_HINDI[word]);
  const said = (label: Label) =>
    english && hindi ? `${inEnglish(label)} / ${inHindi(label)}` : hindi ? inHindi(label) : inEnglish(label);
  const saidHtml = (label: Label) =>
    english && hindi
      ? `${escapeHtml(inEnglish(label))}<br><span lang="hi">${escapeHtml(inHindi(label))}</span>`
      : escapeHtml(said(label));
  const rupees = (amount: number) => (english ? `Rs. ${amount}` : formatRupees(amount));
  // The trust's heading as the printed sheet has it: its Hindi name when set, under the English in both.
  const hindiHeading = hindi && trust.trustNameHindi !== '';
  const heading = [
    ...(!hindiHeading || english ? [[trust.trustName, trust.trustAddress, '']] : []),
    ...(hindiHeading ? [[trust.trustNameHindi, trust.trustAddressHindi, 'hi']] : []),
  ] as [string, string, string][];
  const titles = [...(english ? [title.toUpperCase()] : []), ...(hindi ? [PRINTED_HINDI[title]] : [])];
  const inWords = [
    ...(english ? [[`Rupees in words: ${amountInWords(total)}`, '']] : []),
    ...(hindi ? [[`${PRINTED_HINDI['Rupees in words:']} ${amountInHindiWords(total)}`, 'hi']] : []),
  ] as [string, string][];
  const verifyLabel = said({ word: 'Verify this receipt at' });

  const text = [
    ...heading.flatMap(([name, address, code]) => (address || !code ? [name, address] : [name])),
    '',
    ...titles,
    ...(standing ? [said({ word: standing })] : []),
    '',
    ...facts.map(([label, value]) => `${said(label)}: ${value}`),
    '',
    ...lines.map(([label, amount]) => `${said(label)}: ${rupees(amount)}`),
    `${said({ word: 'Total' })}: ${rupees(total)}`,
    ...inWords.map(([line]) => line),
    '',
    `${verifyLabel}: ${verifyAt}`,
    '',
  ].join('\n');
  const qrAlt = english ? `QR code of ${verifyAt}` : `${verifyAt} का QR कोड`;
  const lang = (code: string) => (code ? ` lang="${code}"` : '');
  const cell = 'style="padding:4px 8px;border:1px solid #999"';
  const html = [
    `<!doctype html><html${lang(english ? '' : 'hi')}><body style="font-family:sans-serif;color:#000">`,
    ...heading.flatMap(([name, address, code]) => [
      `<h1 style="font-size:20px;margin:0"${lang(code)}>${escapeHtml(name)}</h1>`,
      ...(address || !code ? [`<p style="margin:0 0 12px"${lang(code)}>${escapeHtml(address)}</p>`] : []),
    ]),
    ...titles.map((t, i) => `<h2 style="font-size:16px"${lang(english && i === 0 ? '' : 'hi')}>${escapeHtml(t)}</h2>`),
    standing ? `<p style="font-weight:bold;color:#b00">${saidHtml({ word: standing })}</p>` : '',
    '<table style="border-collapse:collapse;margin-bottom:12px">',
    ...facts.map(
      ([label, value]) =>
        `<tr><th ${cell} align="left">${saidHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`,
    ),
    '</table><table style="border-collapse:collapse">',
    ...lines.map(
      ([label, amount]) => `<tr><td ${cell}>${saidHtml(label)}</td><td ${cell} align="right">${amount}</td></tr>`,
    ),
    `<tr><th ${cell} align="left">${saidHtml({ word: 'Total' })}</th><th ${cell} align="right">${total}</th></tr>`,
    '</table>',
    ...inWords.map(([line, code]) => `<p${lang(code)}>${escapeHtml(line)}</p>`),
    `<p><img src="cid:${qrCid}" width="120" height="120" alt="${escapeHtml(qrAlt)}"></p>`,
    `<p>${saidHtml({ word: 'Verify this receipt at' })}: <a href="${escapeHtml(verifyAt)}">${escapeHtml(verifyAt)}</a></p>`,
    '</body></html>',
  ].join('\n');
  const subjectName = english || !hindiHeading ? trust.trustName : trust.trustNameHindi;
  const subjectTitle = english && hindi ? `${title} / ${PRINTED_HINDI[title]}` : hindi ? PRINTED_HINDI[title] : title;
  return {
    receiptNo: payment.RECEIPT_NO,
    verifyAt,
    subject: `${subjectName}: ${subjectTitle} ${payment.RECEIPT_NO}`,
    text,
    html,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
