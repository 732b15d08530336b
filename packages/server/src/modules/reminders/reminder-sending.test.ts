import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { insertMember, insertMembershipPayment } from '../../../test/factories';
import { forEachDatabase, type TestApp } from '../../../test/helpers';
import { optOutToken } from './opt-out-link.service';
import { fakeChannels } from './reminder-fakes';
import { ABANDONED_REASON, LEASE_MS, MOST_ATTEMPTS, sendDueReminders } from './reminder-sender.service';
import { claimDue, settleSending } from './reminders.repository';
import { runReminders } from './reminders.service';

const NOW = '2026-08-01T06:00:00Z';
const APP_SECRET = 'whatsapp-app-secret-for-the-tests';

async function rowsOf(t: TestApp, memberId: string) {
  return t.ctx.db.selectFrom('outbox').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

async function dueMember(t: TestApp, overrides: Parameters<typeof insertMember>[1] = {}) {
  const m = await insertMember(t.ctx.db, overrides);
  await insertMembershipPayment(t.ctx.db, m.id_number, { expiry_date: '2026-08-08' });
  return m;
}

async function switchOn(t: TestApp, channels: string[]) {
  const res = await t.call('PUT', '/api/reminders/schedule', {
    schedules: [{ kind: 'membership', enabled: true, days: [-7], channels }],
  });
  expect(res.statusCode, res.body).toBe(200);
}

function whatsappCall(t: TestApp, body: unknown, secret = APP_SECRET) {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    payload: raw,
  });
}

forEachDatabase('sending reminders', (get) => {
  it('sends each queued reminder once, by e-mail with the opt-out link at its foot and a List-Unsubscribe header', async () => {
    const t = get();
    t.setNow(NOW);
    const channels = fakeChannels(['email']);
    t.ctx.channels = channels;
    await switchOn(t, ['email']);
    const m = await dueMember(t, { member_name: 'ASHA PATIL' });
    await t.call('POST', '/api/reminders/run');
    await sendDueReminders(t.ctx);
    await sendDueReminders(t.ctx);
    const mine = channels.sent.filter((s) => s.to === m.email);
    expect(mine).toHaveLength(1);
    const mail = mine[0];
    const link = `https://trust.test/opt-out/${optOutToken(t.ctx, m.id_number)}`;
    expect(mail?.subject).toBe('Test Welfare Trust: your membership subscription');
    expect(mail?.text).toContain('Dear ASHA PATIL, this is a gentle reminder from Test Welfare Trust');
    expect(mail?.text).toContain('is due on 08/08/2026');
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.headers?.['List-Unsubscribe']).toBe(
      `<https://trust.test/api/opt-out/${optOutToken(t.ctx, m.id_number)}>`,
    );
    const [row] = await rowsOf(t, m.id_number);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, reason: null });
    expect(row?.provider_id).toMatch(/^wamid\./);
    expect(row?.sent_at).toBe(new Date(NOW).toISOString());
  });

  it('retries a failure that may pass after a minute and ten, then marks it failed with the provider\u2019s reason', async () => {
    const t = get();
    t.setNow(NOW);
    const channels = fakeChannels(['sms']);
    channels.answer = () => ({ ok: false, reason: 'gateway busy (503)', retryable: true });
    t.ctx.channels = channels;
    await switchOn(t, ['sms']);
    const m = await dueMember(t);
    await t.call('POST', '/api/reminders/run');
    const attempts = () => channels.sent.filter((s) => s.to === `91${m.mobile}`).length;

    await sendDueReminders(t.ctx);
    expect(attempts()).toBe(1);
    expect((await rowsOf(t, m.id_number))[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      reason: 'gateway busy (503)',
      next_attempt_at: '2026-08-01T06:01:00.000Z',
    });
    await sendDueReminders(t.ctx);
    expect(attempts()).toBe(1);

    t.setNow('2026-08-01T06:01:00Z');
    await sendDueReminders(t.ctx);
    expect(attempts()).toBe(2);
    expect((await rowsOf(t, m.id_number))[0]?.next_attempt_at).toBe('2026-08-01T06:11:00.000Z');

    t.setNow('2026-08-01T06:11:00Z');
    await sendDueReminders(t.ctx);
    expect(attempts()).toBe(3);
    expect((await rowsOf(t, m.id_number))[0]).toMatchObject({
      state: 'failed',
      attempts: 3,
      reason: 'gateway busy (503)',
    });

    t.setNow('2026-08-01T08:00:00Z');
    await sendDueReminders(t.ctx);
    expect(attempts()).toBe(3);
    const failed = await t.call('GET', `/api/reminders/outbox?member=${m.id_number}&state=failed`);
    expect(failed.json().data[0]).toMatchObject({ reason: 'gateway busy (503)', attempts: 3 });

    channels.answer = () => ({ ok: true, providerId: 'sms-77' });
    const retry = await t.call('POST', '/api/reminders/retry-failed');
    expect(retry.json().requeued).toBeGreaterThanOrEqual(1);
    await sendDueReminders(t.ctx);
    expect((await rowsOf(t, m.id_number))[0]).toMatchObject({ state: 'sent', provider_id: 'sms-77', attempts: 1 });
  });

  it('starts sending at once on Run now, and answers what that turn sent', async () => {
    const t = get();
    t.setNow(NOW);
    const channels = fakeChannels(['email']);
    t.ctx.channels = channels;
    await switchOn(t, ['email']);
    const m = await dueMember(t);
    const run = await t.call('POST', '/api/reminders/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().sentNow).toMatchObject({ retried: 0, failed: 0 });
    expect(run.json().sentNow.sent).toBeGreaterThanOrEqual(1);
    expect(channels.sent.filter((s) => s.to === m.email)).toHaveLength(1);
    expect((await rowsOf(t, m.id_number))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('fails at once what cannot pass', async () => {
    const t = get();
    t.setNow(NOW);
    const channels = fakeChannels(['email']);
    channels.answer = () => ({ ok: false, reason: '550 mailbox unavailable', retryable: false });
    t.ctx.channels = channels;
    await switchOn(t, ['email']);
    const m = await dueMember(t);
    await t.call('POST', '/api/reminders/run');
    await sendDueReminders(t.ctx);
    expect((await rowsOf(t, m.id_number))[0]).toMatchObject({
      state: 'failed',
      attempts: 1,
      reason: '550 mailbox unavailable',
    });
  });

  it('sends again, as its next attempt, what a sender that stopped mid-send held past its lease, and fails it after the last', async () => {
    const t = get();
    t.setNow(NOW);
    const channels = fakeChannels(['email']);
    t.ctx.channels = channels;
    await switchOn(t, ['email']);
    const [first, second, last] = [await dueMember(t), await dueMember(t), await dueMember(t)];
    const ours = new Set([first.id_number, second.id_number, last.id_number]);
    // Queued (as the daily run does, without Run now's turn of the sender), then a sender claims
    // the three and its server stops before it records any answer.
    await runReminders(t.ctx, { trigger: 'schedule', by: 'schedule', dueAt: null });
    const claimed = await claimDue(
      t.ctx.db,
      'email',
      { now: NOW, leaseUntil: new Date(Date.parse(NOW) + LEASE_MS).toISOString(), by: 'stopped', mostAttempts: 3 },
      100,
    );
    expect(claimed.filter((r) => ours.has(r.member_id))).toHaveLength(3);
    await t.ctx.db
      .updateTable('outbox')
      .set({ attempts: MOST_ATTEMPTS })
      .where('member_id', '=', last.id_number)
      .execute();

    // Within the lease another sender leaves them be.
    t.setNow(new Date(Date.parse(NOW) + LEASE_MS - 60_000).toISOString());
    expect(await sendDueReminders(t.ctx, 'other')).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(channels.sent).toHaveLength(0);

    t.setNow(new Date(Date.parse(NOW) + LEASE_MS + 60_000).toISOString());
    expect(await sendDueReminders(t.ctx, 'other')).toEqual({ sent: 2, retried: 0, failed: 1 });
    expect(channels.sent.map((m) => m.to).sort()).toEqual([first.email, second.email].sort());
    for (const m of [first, second]) {
      expect((await rowsOf(t, m.id_number))[0]).toMatchObject({ state: 'sent', attempts: 2, claimed_by: 'other' });
    }
    expect((await rowsOf(t, last.id_number))[0]).toMatchObject({ state: 'failed', reason: ABANDONED_REASON });

    // The stopped sender's late answer changes nothing: its claim was taken over.
    const stale = claimed.find((r) => r.member_id === first.id_number);
    await settleSending(t.ctx.db, { id: stale?.id ?? 0, by: 'stopped', at: NOW }, { state: 'failed', reason: 'late' });
    expect((await rowsOf(t, first.id_number))[0]).toMatchObject({ state: 'sent', reason: null });
    expect(await sendDueReminders(t.ctx, 'other')).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(channels.sent).toHaveLength(2);
  });

  it('sends WhatsApp reminders with the template and marks them delivered or failed from the signed webhook', async () => {
    const t = get();
    t.setNow(NOW);
    t.ctx.config.whatsappAppSecret = APP_SECRET;
    t.ctx.config.whatsappVerifyToken = 'verify-me';
    const channels = fakeChannels(['whatsapp']);
    t.ctx.channels = channels;
    await switchOn(t, ['whatsapp']);
    const a = await dueMember(t, { member_name: 'RAVI KUMAR', whatsapp: '98220 01122' });
    const b = await dueMember(t);
    await t.call('POST', '/api/reminders/run');
    await sendDueReminders(t.ctx);
    const toA = channels.sent.find((s) => s.to === '919822001122');
    expect(toA?.whatsappTemplate).toEqual({
      name: 'renewal_reminder',
      languageCode: 'en',
      bodyParams: ['RAVI KUMAR', 'membership', '2026-08-08'],
    });
    const idA = (await rowsOf(t, a.id_number))[0]?.provider_id as string;
    const idB = (await rowsOf(t, b.id_number))[0]?.provider_id as string;
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '123',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  { id: idA, status: 'delivered', timestamp: '1785564000', recipient_id: '919822001122' },
                  {
                    id: idB,
                    status: 'failed',
                    timestamp: '1785564000',
                    recipient_id: '91',
                    errors: [
                      { code: 131026, title: 'Message undeliverable', error_data: { details: 'Not on WhatsApp' } },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    const forged = await whatsappCall(t, body, 'not-the-secret');
    expect(forged.statusCode).toBe(403);
    expect((await rowsOf(t, a.id_number))[0]?.state).toBe('sent');
    const res = await whatsappCall(t, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await rowsOf(t, a.id_number))[0]?.state).toBe('delivered');
    expect((await rowsOf(t, b.id_number))[0]).toMatchObject({
      state: 'failed',
      reason: '131026: Message undeliverable: Not on WhatsApp',
    });

    const handshake = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444',
    });
    expect(handshake.statusCode).toBe(200);
    expect(handshake.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('lets a member stop e-mail reminders by the signed link, refuses a forged one, and limits tries', async () => {
    const t = get();
    t.setNow(NOW);
    t.ctx.channels = fakeChannels(['email', 'sms']);
    await switchOn(t, ['email', 'sms']);
    const m = await dueMember(t);
    const token = optOutToken(t.ctx, m.id_number);
    const open = (method: 'GET' | 'POST', tok: string, address = '10.1.1.1') =>
      t.app.inject({ method, url: `/api/opt-out/${tok}`, remoteAddress: address });

    const before = await open('GET', token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ trustName: 'Test Welfare Trust', channel: 'email', optedOut: false });
    const done = await open('POST', token);
    expect(done.json().optedOut).toBe(true);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/opt-out/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: '10.1.1.2',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const optOuts = (await t.call('GET', `/api/members/${m.id_number}/reminder-opt-outs`)).json().data;
    expect(optOuts).toEqual([
      { channel: 'email', setBy: 'member', setAt: new Date(NOW).toISOString(), source: 'member' },
    ]);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'after_json'])
      .where('member_id', '=', m.id_number)
      .where('action', '=', 'REMINDER_OPT_OUT')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toBe('member (e-mail link)');

    await t.call('POST', '/api/reminders/run');
    expect((await rowsOf(t, m.id_number)).map((r) => [r.channel, r.state])).toEqual([['sms', 'sent']]);

    const other = await insertMember(t.ctx.db);
    const forged = `${Buffer.from(other.id_number).toString('base64url')}.${token.split('.')[1]}`;
    expect((await open('GET', forged, '10.2.2.2')).statusCode).toBe(404);
    expect((await open('POST', 'nonsense', '10.2.2.2')).statusCode).toBe(404);
    expect(
      await t.ctx.db.selectFrom('reminder_opt_outs').where('member_id', '=', other.id_number).selectAll().execute(),
    ).toEqual([]);

    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await open('GET', token, '10.3.3.3')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await open('GET', token, '10.3.3.4')).statusCode).toBe(200);
    t.setNow('2026-08-01T06:01:00Z');
    expect((await open('GET', token, '10.3.3.3')).statusCode).toBe(200);
  });
});
