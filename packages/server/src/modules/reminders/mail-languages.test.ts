import type { ReceiptLanguages } from '@trust/contract/languages';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../../test/channel-fakes';
import { insertMember, insertMembershipPayment } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { NO_CHANNELS } from '../../channels-config';
import { channelsFromConfig } from '../channels/channels.service';
import { sendDueReminders } from './reminder-sender.service';

/**
 * Reminder and receipt e-mails in the trust's receipt languages (RECEIPT_LANGUAGES), sent to a real
 * SMTP server and read back as a mail client reads them: with `en` exactly the English of before,
 * with `hi` the Hindi of the glossary, with `en+hi` the English and then the Hindi.
 */

const TRUST_HI = 'परीक्षण कल्याण ट्रस्ट';
const ADDRESS_HI = '1 टेस्ट रोड, टेस्टपुर';
const CELL = 'style="padding:4px 8px;border:1px solid #999"';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

/** The HTML as sent: mailparser shows an inline image by a data: address in place of its cid. */
const htmlAsSent = (mail: ParsedMail) =>
  (mail.html || '').replace(/src="data:image\/png;base64,[^"]+"/, 'src="cid:receipt-qr@trust"');

describe.each<ReceiptLanguages>(['en', 'hi', 'en+hi'])('e-mails with RECEIPT_LANGUAGES=%s', (languages) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      receiptLanguages: languages,
      trustNameHindi: TRUST_HI,
      trustAddressHindi: ADDRESS_HI,
      channels: {
        ...NO_CHANNELS,
        email: {
          smtpUrl: `smtp://trust:secret@127.0.0.1:${smtp.port}`,
          from: 'Test Welfare Trust <office@trust.test>',
        },
      },
    });
    t.ctx.channels = channelsFromConfig(t.ctx.config);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the reminder with its opt-out line in the trust’s languages', async () => {
    t.setNow('2026-11-01T06:00:00Z');
    await t.call('PUT', '/api/reminders/schedule', {
      schedules: [{ kind: 'membership', enabled: true, days: [0], channels: ['email'] }],
    });
    const m = await insertMember(t.ctx.db, { member_name: 'MEENA JOSHI', email: `meena.${languages}@example.test` });
    await insertMembershipPayment(t.ctx.db, m.id_number, { expiry_date: '2026-11-01' });
    const arriving = smtp.nextMail();
    expect((await t.call('POST', '/api/reminders/run')).json().sentNow).toMatchObject({ sent: 1 });
    const mail = await arriving;
    const page = /https:\/\/trust\.test\/opt-out\/[^\s"]+/.exec(mail.text ?? '')?.[0] as string;
    expect(page).toBeDefined();

    const english =
      'Dear MEENA JOSHI, this is a gentle reminder from Test Welfare Trust that your membership subscription is due on 01/11/2026. Kindly renew at your earliest convenience. Thank you.';
    const hindi = `प्रिय MEENA JOSHI, ${TRUST_HI} की ओर से यह विनम्र अनुस्मारक है कि आपकी सदस्यता 01/11/2026 को देय है। कृपया शीघ्र नवीनीकरण कराएँ। धन्यवाद।`;
    const stopEnglish = `To stop e-mail reminders from Test Welfare Trust: ${page}`;
    const stopHindi = `${TRUST_HI} से ई-मेल अनुस्मारक बंद करने के लिए: ${page}`;
    const stopEnglishHtml = `<p style="font-size:small">To stop e-mail reminders from Test Welfare Trust, <a href="${page}">opt out here</a>.</p>`;
    const stopHindiHtml = `<p style="font-size:small" lang="hi">${TRUST_HI} से ई-मेल अनुस्मारक बंद करने के लिए <a href="${page}">यहाँ क्लिक करें</a>।</p>`;
    const expected = {
      en: {
        subject: 'Test Welfare Trust: your membership subscription',
        text: `${english}\n\n--\n${stopEnglish}\n`,
        html: `<p>${english}</p><hr>${stopEnglishHtml}`,
      },
      hi: {
        subject: `${TRUST_HI}: आपकी सदस्यता`,
        text: `${hindi}\n\n--\n${stopHindi}\n`,
        html: `<p lang="hi">${hindi}</p><hr>${stopHindiHtml}`,
      },
      'en+hi': {
        subject: `Test Welfare Trust: your membership subscription / ${TRUST_HI}: आपकी सदस्यता`,
        text: `${english}\n\n${hindi}\n\n--\n${stopEnglish}\n${stopHindi}\n`,
        html: `<p>${english}</p><p lang="hi">${hindi}</p><hr>${stopEnglishHtml}${stopHindiHtml}`,
      },
    }[languages];
    expect({ subject: mail.subject, text: mail.text, html: mail.html }).toEqual(expected);
    // The one-click opt-out stays in the headers whatever the language.
    expect(mail.headerLines.map((h) => h.key)).toContain('list-unsubscribe');
  });

  it('sends the membership receipt as the print has it, the amount in words in the trust’s languages', async () => {
    t.setNow('2026-11-21T06:00:00Z');
    const m = await insertMember(t.ctx.db, { member_name: 'RAMESH KUMAR', email: `ramesh.${languages}@example.test` });
    const paid = await t.call('POST', `/api/subscription/activate/${m.id_number}`, {
      amount: 600,
      mode_of_payment: 'CASH',
      remarks: 40,
      issue_date: '2026-11-20',
    });
    expect(paid.statusCode).toBe(201);
    const receiptNo = paid.json().receipt_no as string;
    const { expiry_date } = await t.ctx.db
      .selectFrom('membership_payments')
      .select('expiry_date')
      .where('receipt_no', '=', receiptNo)
      .executeTakeFirstOrThrow();
    const period = `20/11/2026 to ${expiry_date.split('-').reverse().join('/')}`;
    expect((await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' })).statusCode).toBe(200);
    const arriving = smtp.nextMail();
    await sendDueReminders(t.ctx);
    const mail = await arriving;
    const verifyAt = /https:\/\/trust\.test\/verify\/[0-9A-Z-]+/.exec(mail.text ?? '')?.[0] as string;
    expect(verifyAt).toBeDefined();
    const facts = [
      ['Receipt No', 'रसीद संख्या', receiptNo],
      ['Date', 'दिनांक', '20/11/2026'],
      ['Membership No', 'सदस्यता संख्या', `TWT/${m.id_number}`],
      ['Received From', 'किससे प्राप्त', 'RAMESH KUMAR'],
      ['Department', 'विभाग', 'ACCOUNTS'],
      ['Ticket Number', 'टिकट संख्या', m.ticket_number],
      ['Mode of Payment', 'भुगतान का माध्यम', 'CASH'],
      ['Period', 'अवधि', period],
    ] as const;
    const lines = [
      ['Membership Subscription', 'सदस्यता शुल्क', 600],
      ['Book Fee', 'पुस्तिका शुल्क', 40],
      ['Total', 'कुल', 640],
    ] as const;
    const wordsEnglish = 'Rupees in words: Six Hundred Forty Rupees Only';
    const wordsHindi = 'राशि शब्दों में: छह सौ चालीस रुपये मात्र';
    const qrAlt = languages === 'hi' ? `${verifyAt} का QR कोड` : `QR code of ${verifyAt}`;
    const qr = `<p><img src="cid:receipt-qr@trust" width="120" height="120" alt="${qrAlt}"></p>`;
    const row = (label: string, value: string) =>
      `<tr><th ${CELL} align="left">${label}</th><td ${CELL}>${value}</td></tr>`;
    const amountRow = (label: string, amount: number) =>
      `<tr><td ${CELL}>${label}</td><td ${CELL} align="right">${amount}</td></tr>`;
    const totalRow = (label: string) =>
      `<tr><th ${CELL} align="left">${label}</th><th ${CELL} align="right">640</th></tr>`;
    const html = (parts: {
      open: string;
      heading: string[];
      titles: string[];
      label: (en: string, hi: string) => string;
      words: string[];
      verify: string;
    }) =>
      [
        `${parts.open}<body style="font-family:sans-serif;color:#000">`,
        ...parts.heading,
        ...parts.titles,
        '',
        '<table style="border-collapse:collapse;margin-bottom:12px">',
        ...facts.map(([en, hi, value]) => row(parts.label(en, hi), value)),
        '</table><table style="border-collapse:collapse">',
        ...lines.slice(0, 2).map(([en, hi, amount]) => amountRow(parts.label(en, hi), amount)),
        totalRow(parts.label('Total', 'कुल')),
        '</table>',
        ...parts.words,
        qr,
        `<p>${parts.verify}: <a href="${verifyAt}">${verifyAt}</a></p>`,
        '</body></html>',
      ].join('\n');
    const englishHeading = [
      '<h1 style="font-size:20px;margin:0">Test Welfare Trust</h1>',
      '<p style="margin:0 0 12px">1 Test Road, Testpur</p>',
    ];
    const hindiHeading = [
      `<h1 style="font-size:20px;margin:0" lang="hi">${TRUST_HI}</h1>`,
      `<p style="margin:0 0 12px" lang="hi">${ADDRESS_HI}</p>`,
    ];
    const expected = {
      en: {
        subject: `Test Welfare Trust: Membership Receipt ${receiptNo}`,
        text: [
          'Test Welfare Trust',
          '1 Test Road, Testpur',
          '',
          'MEMBERSHIP RECEIPT',
          '',
          ...facts.map(([en, , value]) => `${en}: ${value}`),
          '',
          ...lines.map(([en, , amount]) => `${en}: Rs. ${amount}`),
          wordsEnglish,
          '',
          `Verify this receipt at: ${verifyAt}`,
          '',
        ].join('\n'),
        html: html({
          open: '<!doctype html><html>',
          heading: englishHeading,
          titles: ['<h2 style="font-size:16px">MEMBERSHIP RECEIPT</h2>'],
          label: (en) => en,
          words: [`<p>${wordsEnglish}</p>`],
          verify: 'Verify this receipt at',
        }),
      },
      hi: {
        subject: `${TRUST_HI}: सदस्यता रसीद ${receiptNo}`,
        text: [
          TRUST_HI,
          ADDRESS_HI,
          '',
          'सदस्यता रसीद',
          '',
          ...facts.map(([, hi, value]) => `${hi}: ${value}`),
          '',
          ...lines.map(([, hi, amount]) => `${hi}: ₹${amount}`),
          wordsHindi,
          '',
          `इस रसीद की जाँच यहाँ करें: ${verifyAt}`,
          '',
        ].join('\n'),
        html: html({
          open: '<!doctype html><html lang="hi">',
          heading: hindiHeading,
          titles: ['<h2 style="font-size:16px" lang="hi">सदस्यता रसीद</h2>'],
          label: (_en, hi) => hi,
          words: [`<p lang="hi">${wordsHindi}</p>`],
          verify: 'इस रसीद की जाँच यहाँ करें',
        }),
      },
      'en+hi': {
        subject: `Test Welfare Trust: Membership Receipt / सदस्यता रसीद ${receiptNo}`,
        text: [
          'Test Welfare Trust',
          '1 Test Road, Testpur',
          TRUST_HI,
          ADDRESS_HI,
          '',
          'MEMBERSHIP RECEIPT',
          'सदस्यता रसीद',
          '',
          ...facts.map(([en, hi, value]) => `${en} / ${hi}: ${value}`),
          '',
          ...lines.map(([en, hi, amount]) => `${en} / ${hi}: Rs. ${amount}`),
          wordsEnglish,
          wordsHindi,
          '',
          `Verify this receipt at / इस रसीद की जाँच यहाँ करें: ${verifyAt}`,
          '',
        ].join('\n'),
        html: html({
          open: '<!doctype html><html>',
          heading: [...englishHeading, ...hindiHeading],
          titles: [
            '<h2 style="font-size:16px">MEMBERSHIP RECEIPT</h2>',
            '<h2 style="font-size:16px" lang="hi">सदस्यता रसीद</h2>',
          ],
          label: (en, hi) => `${en}<br><span lang="hi">${hi}</span>`,
          words: [`<p>${wordsEnglish}</p>`, `<p lang="hi">${wordsHindi}</p>`],
          verify: 'Verify this receipt at<br><span lang="hi">इस रसीद की जाँच यहाँ करें</span>',
        }),
      },
    }[languages];
    expect({ subject: mail.subject, text: mail.text, html: htmlAsSent(mail) }).toEqual(expected);
  });
  it('sends the mediclaim receipt with its group after the line’s words in each language', async () => {
    t.setNow('2026-11-21T06:00:00Z');
    const m = await insertMember(t.ctx.db, { email: `sita.${languages}@example.test` });
    await t.call('POST', `/api/subscription/activate/${m.id_number}`, {
      amount: 600,
      mode_of_payment: 'CASH',
      remarks: 40,
      issue_date: '2026-11-20',
    });
    const paid = await t.call('POST', `/api/mediclaim/activate/${m.id_number}`, {
      mode_of_payment: 'UPI',
      reference_number: 'UTR 4471',
      amount: 12000,
      remarks: 'GROUP IA',
      issue_date: '2026-11-20',
    });
    expect(paid.statusCode).toBe(201);
    expect((await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'mediclaim' })).statusCode).toBe(200);
    const arriving = smtp.nextMail();
    await sendDueReminders(t.ctx);
    const mail = await arriving;
    const english = [
      'MEDICLAIM SUBSCRIPTION RECEIPT',
      'Reference No: UTR 4471',
      'Mediclaim Subscription (GROUP IA): Rs. 12000',
      'Rupees in words: Twelve Thousand Rupees Only',
    ];
    const hindi = [
      'मेडिक्लेम शुल्क रसीद',
      'संदर्भ संख्या: UTR 4471',
      'मेडिक्लेम शुल्क (GROUP IA): ₹12,000',
      'राशि शब्दों में: बारह हज़ार रुपये मात्र',
    ];
    const both = [
      'MEDICLAIM SUBSCRIPTION RECEIPT\nमेडिक्लेम शुल्क रसीद',
      'Reference No / संदर्भ संख्या: UTR 4471',
      'Mediclaim Subscription (GROUP IA) / मेडिक्लेम शुल्क (GROUP IA): Rs. 12000',
      'Rupees in words: Twelve Thousand Rupees Only\nराशि शब्दों में: बारह हज़ार रुपये मात्र',
    ];
    for (const line of { en: english, hi: hindi, 'en+hi': both }[languages]) expect(mail.text).toContain(line);
    if (languages === 'en') expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
    if (languages === 'hi') expect(mail.text).not.toMatch(/Rupees|Receipt|Mediclaim|Verify/);
  });
});
