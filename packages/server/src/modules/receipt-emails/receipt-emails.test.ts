import { randomBytes } from 'node:crypto';
import jsQR from 'jsqr';
import { sql } from 'kysely';
import pg from 'pg';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../../test/channel-fakes';
import { insertMember } from '../../../test/factories';
import { accountOf, createTestApp, type TestApp } from '../../../test/helpers';
import { movedClock } from '../../../test/moved-clock';
import { NO_CHANNELS } from '../../channels-config';
import type { SignedInUser } from '../../context';
import { inTransaction, openDatabase } from '../../db/connection';
import { migrateTo, migrateToLatest } from '../../db/migrations';
import { channelsFromConfig } from '../channels/channels.service';
import { renewWithin } from '../payments/payments.service';
import { scheduleReminders, sendDueReminders } from '../reminders/reminder-sender.service';
import { MEMBERSHIP } from '../subscription/subscription.service';

const postgresUrl = process.env.TEST_DATABASE_URL;

const membership = { amount: 600, mode_of_payment: 'CASH', remarks: 40, issue_date: '2026-11-20' };
const mediclaim = {
  mode_of_payment: 'UPI',
  reference_number: 'UTR 4471',
  amount: 9000,
  remarks: 'GROUP IA',
  issue_date: '2026-11-20',
};

/** What a phone's camera reads from a PNG: the text of its QR code. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`e-mailed receipts [${kind}]`, () => {
    let t: TestApp;
    let smtp: TestSmtp;
    const email = () => ({
      smtpUrl: `smtp://trust:secret@127.0.0.1:${smtp.port}`,
      from: 'Test Welfare Trust <office@trust.test>',
    });
    beforeAll(async () => {
      smtp = await startTestSmtp();
      t = await createTestApp(kind, { channels: { ...NO_CHANNELS, email: email() } });
      t.ctx.channels = channelsFromConfig(t.ctx.config);
      t.setNow('2026-11-21T06:00:00Z');
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });
    const outboxOf = (memberId: string) =>
      t.ctx.db.selectFrom('outbox').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

    it('queues the membership receipt, sends it once as printed with its QR code, and logs it', async () => {
      const m = await insertMember(t.ctx.db, { member_name: 'RAMESH KUMAR', email: 'ramesh@example.test' });
      const paid = await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      expect(paid.statusCode).toBe(201);
      const receiptNo = paid.json().receipt_no as string;
      const res = await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: expect.any(Number), state: 'queued', to: 'ramesh@example.test', receiptNo });
      expect(await outboxOf(m.id_number)).toMatchObject([
        { purpose: 'receipt', kind: 'membership', channel: 'email', receipt_id: receiptNo, state: 'queued' },
      ]);

      const arriving = smtp.nextMail();
      const before = smtp.mails.length;
      await sendDueReminders(t.ctx);
      await sendDueReminders(t.ctx);
      const mail = await arriving;
      expect(smtp.mails.slice(before).filter((x) => x.subject?.includes(receiptNo))).toHaveLength(1);
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
        /Verify this receipt at: (https:\/\/trust\.test\/verify\/(MS[0-9]+-[0-9A-Z]{5}-[0-9A-Z]{5}))\n/.exec(
          mail.text ?? '',
        );
      expect(verifyAt, mail.text ?? '').not.toBeNull();
      const verified = await t.app.inject({ method: 'GET', url: `/api/verify/${verifyAt?.[2]}` });
      expect(verified.json()).toMatchObject({ receipt_no: receiptNo, standing: 'PAID', member_name: 'R**** K****' });
      expect(mail.html).toContain(`/verify/${verifyAt?.[2]}</a>`);
      // The QR code rides inline: the HTML shows it by its cid, and it reads as the same address.
      const qr = mail.attachments.find((a) => a.contentType === 'image/png');
      expect(qr?.contentDisposition).toBe('inline');
      // mailparser puts an inline image its HTML names by cid: in place, so the HTML shows this one.
      expect(qr?.contentId).toBeTruthy();
      expect(mail.html).toContain(`src="data:image/png;base64,${qr?.content.toString('base64')}"`);
      expect(decodeQr(qr?.content as Buffer)).toBe(verifyAt?.[1]);

      const [sent] = await outboxOf(m.id_number);
      expect(sent).toMatchObject({ state: 'sent', attempts: 1, reason: null, provider_id: mail.messageId });
      expect(sent?.requested_by).toBe('admin@trust.test');
      const log = await t.call('GET', `/api/reminders/outbox?purpose=receipt&member=${m.id_number}`);
      expect(log.json().data).toMatchObject([
        { purpose: 'receipt', receiptId: receiptNo, state: 'sent', memberName: 'RAMESH KUMAR' },
      ]);
      const listed = await t.call('GET', `/api/print/${m.id_number}/emails`);
      expect(listed.json().data).toMatchObject([{ kind: 'membership', receiptNo, state: 'sent', reason: null }]);
      // The log's CSV names who asked for it, in its last column.
      const csv = await t.call('GET', `/api/reminders/outbox.csv?purpose=receipt&member=${m.id_number}`);
      const [header, line, ...rest] = csv.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(header?.split(',').at(-1)).toBe('REQUESTED BY');
      expect(line?.split(',').at(-1)).toBe('admin@trust.test');
      expect(rest).toEqual([]);
    });

    it('sends the mediclaim receipt with its reference, group and period', async () => {
      const m = await insertMember(t.ctx.db, { email: 'sita@example.test' });
      await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      const paid = await t.call('POST', `/api/mediclaim/activate/${m.id_number}`, mediclaim);
      expect(paid.statusCode).toBe(201);
      expect((await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'mediclaim' })).statusCode).toBe(200);
      const arriving = smtp.nextMail();
      await sendDueReminders(t.ctx);
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

    it("goes with REMINDERS_AT=off: the timed daily run is off, the outbox's sender is not", async () => {
      const m = await insertMember(t.ctx.db, { email: `off${kind}@example.test` });
      const paid = await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      const receiptNo = paid.json().receipt_no as string;
      expect((await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' })).statusCode).toBe(200);
      const ctx = { ...t.ctx, config: { ...t.ctx.config, remindersAt: null } };
      const ifAlone = t.ctx.ifAlone ?? (async (_name, work) => ({ ran: true, value: await work() }));
      const arriving = smtp.nextMail();
      const work = scheduleReminders(ctx, {
        handle: { db: t.ctx.db, ifAlone },
        clock: movedClock('2026-11-21T06:00:00Z'),
        log: { info: () => {}, error: (message) => console.error(message) },
      });
      try {
        expect(work.nextAt()).toBeNull();
        expect((await arriving).subject).toBe(`Test Welfare Trust: Membership Receipt ${receiptNo}`);
      } finally {
        await work.stop();
      }
      expect(await outboxOf(m.id_number)).toMatchObject([{ state: 'sent', attempts: 1 }]);
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
      expect(await outboxOf(noEmail.id_number)).toEqual([]);
    });

    it('tries a busy mailbox (451) again after 1 and 10 minutes, then marks it failed with the reason', async () => {
      const m = await insertMember(t.ctx.db, { email: `later${kind}@busy.test` });
      await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      expect((await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' })).statusCode).toBe(200);
      await sendDueReminders(t.ctx);
      expect(await outboxOf(m.id_number)).toMatchObject([
        { state: 'queued', attempts: 1, reason: expect.stringContaining('Mailbox busy') },
      ]);
      await sendDueReminders(t.ctx);
      expect((await outboxOf(m.id_number))[0]?.attempts).toBe(1);
      t.setNow('2026-11-21T06:01:00Z');
      await sendDueReminders(t.ctx);
      expect(await outboxOf(m.id_number)).toMatchObject([{ state: 'queued', attempts: 2 }]);
      t.setNow('2026-11-21T06:11:00Z');
      await sendDueReminders(t.ctx);
      const [failed] = await outboxOf(m.id_number);
      expect(failed).toMatchObject({ state: 'failed', attempts: 3, reason: expect.stringContaining('Mailbox busy') });
      const listed = await t.call('GET', `/api/print/${m.id_number}/emails`);
      expect(listed.json().data).toMatchObject([{ state: 'failed', reason: expect.stringContaining('busy') }]);
    });

    it("marks a refused mailbox (550) failed at once with the server's reason, and 'Retry failed' queues it again", async () => {
      const m = await insertMember(t.ctx.db, { email: `gone${kind}@refused.test` });
      await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      expect((await t.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' })).statusCode).toBe(200);
      await sendDueReminders(t.ctx);
      expect(await outboxOf(m.id_number)).toMatchObject([
        { state: 'failed', attempts: 1, reason: expect.stringContaining('No such mailbox') },
      ]);
      const failed = await t.call('GET', `/api/reminders/outbox?purpose=receipt&state=failed&member=${m.id_number}`);
      expect(failed.json().total).toBe(1);
      const retried = await t.call('POST', '/api/reminders/retry-failed');
      expect(retried.json().requeued).toBeGreaterThanOrEqual(1);
      expect(await outboxOf(m.id_number)).toMatchObject([{ state: 'queued', attempts: 0 }]);
    });

    it('is for staff and admins, and says so when e-mail is not configured', async () => {
      const viewer = await accountOf(t, 'VIEWER');
      const m = await insertMember(t.ctx.db, { email: 'x@example.test' });
      expect((await viewer.call('POST', `/api/print/${m.id_number}/email`, { kind: 'membership' })).statusCode).toBe(
        403,
      );
      expect((await viewer.call('GET', `/api/print/${m.id_number}/emails`)).statusCode).toBe(403);
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

  describe.skipIf(kind === 'postgres' && !postgresUrl)(`receipts e-mailed as issued [${kind}]`, () => {
    let t: TestApp;
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startTestSmtp();
      t = await createTestApp(kind, {
        receiptEmailAuto: true,
        channels: {
          ...NO_CHANNELS,
          email: { smtpUrl: `smtp://trust:secret@127.0.0.1:${smtp.port}`, from: 'office@trust.test' },
        },
      });
      t.ctx.channels = channelsFromConfig(t.ctx.config);
      t.setNow('2026-11-21T06:00:00Z');
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });
    const outboxOf = (memberId: string) =>
      t.ctx.db.selectFrom('outbox').selectAll().where('member_id', '=', memberId).execute();

    it('queues each receipt issued for a member with an e-mail, once, and sends it', async () => {
      const m = await insertMember(t.ctx.db, { email: `auto${kind}@example.test` });
      const paid = await t.call('POST', `/api/subscription/activate/${m.id_number}`, membership);
      const receiptNo = paid.json().receipt_no as string;
      const mediclaimPaid = await t.call('POST', `/api/mediclaim/activate/${m.id_number}`, mediclaim);
      expect(await outboxOf(m.id_number)).toMatchObject([
        { purpose: 'receipt', kind: 'membership', receipt_id: receiptNo, state: 'queued', requested_by: null },
        { purpose: 'receipt', kind: 'mediclaim', receipt_id: mediclaimPaid.json().receipt_no, state: 'queued' },
      ]);
      const arriving = smtp.nextMail();
      await sendDueReminders(t.ctx);
      expect((await arriving).to).toBeTruthy();
      expect((await outboxOf(m.id_number)).map((r) => r.state)).toEqual(['sent', 'sent']);
      // Nobody asked for these: the log's CSV leaves REQUESTED BY blank.
      const csv = await t.call('GET', `/api/reminders/outbox.csv?purpose=receipt&member=${m.id_number}`);
      const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
      expect(lines.map((l) => l.split(',').at(-1))).toEqual(['REQUESTED BY', '', '']);

      const noEmail = await insertMember(t.ctx.db, { email: '' });
      await t.call('POST', `/api/subscription/activate/${noEmail.id_number}`, membership);
      expect(await outboxOf(noEmail.id_number)).toEqual([]);
    });

    it('queues nothing for a payment rolled back', async () => {
      const m = await insertMember(t.ctx.db, { email: `rolled${kind}@example.test` });
      const by: SignedInUser = {
        id: 1,
        name: 'Admin',
        email: 'admin@trust.test',
        role: 'ADMIN',
        language: 'en',
        sessionId: 's',
        mustChangePassword: false,
        mustSetUpTwoStep: false,
      };
      const period = { issueDate: '2026-11-20', expiryDate: '2027-11-19' };
      const refused = inTransaction(t.ctx.db, async (trx) => {
        const input = { ...membership, id_number: m.id_number, expiry_date: period.expiryDate };
        await renewWithin(trx, MEMBERSHIP, m.id_number, input, period, by, t.ctx.now(), t.ctx.config);
        expect(await trx.selectFrom('outbox').select('id').where('member_id', '=', m.id_number).execute()).toHaveLength(
          1,
        );
        throw new Error('the counter closed');
      });
      await expect(refused).rejects.toThrow('the counter closed');
      expect(await outboxOf(m.id_number)).toEqual([]);
      const payments = await t.ctx.db
        .selectFrom('membership_payments')
        .select('id')
        .where('member_id', '=', m.id_number)
        .execute();
      expect(payments).toEqual([]);
    });
  });
}

describe('receipts e-mailed before the outbox', () => {
  it('stay in the log, moved into the outbox with their state, reason and sender', async () => {
    const databases: { url: string; schema?: string }[] = [{ url: ':memory:' }];
    if (postgresUrl) databases.push({ url: postgresUrl, schema: `r_${randomBytes(6).toString('hex')}` });
    for (const { url, schema } of databases) {
      if (schema) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create schema ${schema}`);
        await admin.end();
      }
      const handle = openDatabase(url, schema ? { pgSchema: schema } : {});
      try {
        await migrateTo(handle.db, '2026-11-27-240-receipt-emails', schema);
        await sql`insert into receipt_emails (member_id, kind, receipt_no, to_address, state, reason, provider_id,
            sent_by, sent_at) values
          ('1001', 'membership', 'MS/2026/1', 'a@example.test', 'sent', null, '<m1@trust>', 'staff@trust.test',
           '2026-11-27T10:00:00.000Z'),
          ('1002', 'mediclaim', 'MC/2026/2', 'b@refused.test', 'failed', '550 No such mailbox', null,
           'admin@trust.test', '2026-11-27T11:00:00.000Z')`.execute(handle.db);
        await migrateToLatest(handle.db, schema);
        const moved = await handle.db.selectFrom('outbox').selectAll().orderBy('id').execute();
        expect(moved).toMatchObject([
          {
            purpose: 'receipt',
            member_id: '1001',
            kind: 'membership',
            channel: 'email',
            receipt_id: 'MS/2026/1',
            state: 'sent',
            provider_id: '<m1@trust>',
            created_at: '2026-11-27T10:00:00.000Z',
            sent_at: '2026-11-27T10:00:00.000Z',
            requested_by: 'staff@trust.test',
          },
          { member_id: '1002', state: 'failed', reason: '550 No such mailbox', sent_at: null },
        ]);
      } finally {
        await handle.close();
        if (schema) {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`drop schema ${schema} cascade`);
          await c.end();
        }
      }
    }
  });
});
