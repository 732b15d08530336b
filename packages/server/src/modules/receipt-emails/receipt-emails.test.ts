import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../../test/channel-fakes';
import { insertMember } from '../../../test/factories';
import { accountOf, createTestApp, type TestApp } from '../../../test/helpers';
import { NO_CHANNELS } from '../../channels-config';
import { channelsFromConfig } from '../channels/channels.service';

const postgresUrl = process.env.TEST_DATABASE_URL;
const membership = { amount: 600, mode_of_payment: 'CASH', remarks: 40, issue_date: '2026-11-20' };
const mediclaim = {
  mode_of_payment: 'UPI',
  reference_number: 'UTR 4471',
  amount: 9000,
  remarks: 'GROUP IA',
  issue_date: '2026-11-20',
};

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`e-mailed receipts [${kind}]`, () => {
    let t: TestApp;
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
      t = await createTestApp(kind, {
        channels: {
          ...NO_CHANNELS,
          email: {
            smtpUrl: `smtp://trust:secret@127.0.0.1:${smtp.port}`,
            from: 'Test Welfare Trust <office@trust.test>',
          },
        },
      });
      t.ctx.channels = channelsFromConfig(t.ctx.config);
      t.setNow('2026-11-21T06:00:00Z');
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('sends the membership receipt as printed, in HTML and plain text, and logs it', async () => {
      const m = await insertMember(t.ctx.db, { member_name: 'RAMESH KUMAR', email: 'ramesh@example.test' });
      const paid = await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      expect(paid.statusCode).toBe(201);
      const receiptNo = paid.json().receipt_no as string;
      const arriving = smtp.nextMail();
      const res = await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ state: 'sent', to: 'ramesh@example.test', receiptNo });
      const mail = await arriving;
      expect(mail.subject).toBe(`Test Welfare Trust: Membership Receipt ${receiptNo}`);
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null;
      expect(to).toBe('ramesh@example.test');
      for (const line of [
        'MEMBERSHIP RECEIPT',
        `Receipt No: ${receiptNo}`,
        'Date: 20/11/2026',
        `Membership No: TWT/${m.id_number}`,
        'Received From: RAMESH KUMAR',
        'Mode of Payment: CASH',
        'Membership Subscription: Rs. 600',
        'Book Fee: Rs. 40',
        'Total: Rs. 640',
        'Rupees in words: Six Hundred Forty Rupees Only',
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.html).toContain('<th style="padding:4px 8px;border:1px solid #999" align="left">Received From</th>');
      expect(mail.html).toContain('Six Hundred Forty Rupees Only');
      // The address of its verification page, as the printed receipt's QR code carries it.
      const verifyAt =
        /Verify this receipt at: https:\/\/trust\.test\/verify\/(MS[0-9]+-[0-9A-Z]{5}-[0-9A-Z]{5})\n/.exec(
          mail.text ?? '',
        );
      expect(verifyAt, mail.text ?? '').not.toBeNull();
      const verified = await t.app.inject({ method: 'GET', url: `/api/verify/${verifyAt?.[1]}` });
      expect(verified.json()).toMatchObject({ receipt_no: receiptNo, standing: 'PAID', member_name: 'R**** K****' });
      expect(mail.html).toContain(`/verify/${verifyAt?.[1]}</a>`);
      const logged = await t.ctx.db
        .selectFrom('receipt_emails')
        .selectAll()
        .where('member_id', '=', m.id_number)
        .execute();
      expect(logged).toMatchObject([
        { kind: 'membership', receipt_no: receiptNo, to_address: 'ramesh@example.test', state: 'sent', reason: null },
      ]);
      expect(logged[0]?.provider_id).toBe(mail.messageId);
    });

    it('sends the mediclaim receipt with its reference, group and period', async () => {
      const m = await insertMember(t.ctx.db, { email: 'sita@example.test' });
      await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      const paid = await t.call('POST', `/api/mediclaim/activate/${m.id_number}`, mediclaim);
      expect(paid.statusCode).toBe(201);
      const arriving = smtp.nextMail();
      expect((await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'mediclaim' })).statusCode).toBe(200);
      const mail = await arriving;
      for (const line of [
        'MEDICLAIM SUBSCRIPTION RECEIPT',
        'Reference No: UTR 4471',
        'Group: GROUP IA',
        'Mediclaim Subscription (GROUP IA): Rs. 9000',
        'Total: Rs. 9000',
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.text).toMatch(/Period: 20\/11\/2026 to \d\d\/\d\d\/\d{4}/);
    });

    it('refuses with a clear message when the member has no e-mail, no such receipt, or is unknown', async () => {
      const noEmail = await insertMember(t.ctx.db, { email: '' });
      await t.call('POST', `/api/subscription/activate/${noEmail.id_number}`, membership);
      const res = await t.call('POST', `/api/print/${noEmail.id_number}/email`, { kind: 'membership' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: true, message: 'This member has no e-mail address on record' });
      const unpaid = await insertMember(t.ctx.db, { email: 'unpaid@example.test' });
      const none = await t.call('POST', `/api/print/${unpaid.id_number}/email`, { kind: 'mediclaim' });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe('This member has no such receipt to e-mail');
      expect((await t.call('POST', '/api/print/999999/email', { kind: 'membership' })).statusCode).toBe(404);
      expect((await t.call('POST', `/api/print/${unpaid.id_number}/email`, { kind: 'gpa' })).statusCode).toBe(400);
    });

    it('logs a refusal by the mail server with its reason and answers 502', async () => {
      const m = await insertMember(t.ctx.db, { email: 'gone@refused.test' });
      await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      const res = await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^The e-mail was not sent: .*No such mailbox/);
      const logged = await t.ctx.db
        .selectFrom('receipt_emails')
        .selectAll()
        .where('member_id', '=', m.id_number)
        .execute();
      expect(logged).toMatchObject([{ state: 'failed', reason: expect.stringContaining('No such mailbox') }]);
    });

    it('is for staff and admins, and says so when e-mail is not configured', async () => {
      const viewer = await accountOf(t, 'VIEWER');
      const m = await insertMember(t.ctx.db, { email: 'x@example.test' });
      expect((await viewer.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' })).statusCode).toBe(
        403,
      );
      const channels = t.ctx.channels;
      t.ctx.channels = channelsFromConfig({ channels: NO_CHANNELS });
      try {
        const res = await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe('E-mail is not configured');
      } finally {
        t.ctx.channels = channels;
      }
    });
  });
}
