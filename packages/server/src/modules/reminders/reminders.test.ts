import { todayInIndia } from '@trust/contract/dates';
import { skipReasons } from '@trust/contract/reminders';
import { beforeEach, expect, it } from 'vitest';
import { insertMediclaimPayment, insertMember, insertMembershipPayment } from '../../../test/factories';
import { accountOf, forEachDatabase, type TestApp } from '../../../test/helpers';
import { fakeChannels } from './reminder-fakes';

/** 11:30 in India on 1 June 2026: today is 2026-06-01. */
const NOW = '2026-06-01T06:00:00Z';

async function outboxOf(t: TestApp, memberIds: string[]) {
  return t.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('member_id', 'in', memberIds)
    .orderBy('member_id')
    .orderBy('kind')
    .execute();
}

async function switchOn(t: TestApp, channels = ['email', 'whatsapp', 'sms']) {
  const res = await t.call('PUT', '/api/reminders/schedule', {
    schedules: [
      { kind: 'membership', enabled: true, days: [-30, -7, 0, 15], channels },
      { kind: 'mediclaim', enabled: true, days: [-30, -7, 0, 15], channels },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
}

forEachDatabase('reminders', (get) => {
  beforeEach(() => {
    get().setNow(NOW);
    get().ctx.channels = fakeChannels(['email', 'whatsapp']);
  });

  it('starts switched off with the default days and channels, and an admin switches it on (audited)', async () => {
    const t = get();
    const before = await t.call('GET', '/api/reminders/schedule');
    expect(before.statusCode).toBe(200);
    const kinds = before
      .json()
      .schedules.map((s: { kind: string }) => s.kind)
      .sort();
    expect(kinds).toEqual(['mediclaim', 'membership']);
    await switchOn(t, ['whatsapp', 'email']);
    const after = (await t.call('GET', '/api/reminders/schedule')).json();
    const membership = after.schedules.find((s: { kind: string }) => s.kind === 'membership');
    expect(membership).toMatchObject({ enabled: true, days: [-30, -7, 0, 15], channels: ['whatsapp', 'email'] });
    expect(membership.updatedBy).toBe('Test Admin');
    expect(after.channels).toContainEqual({ channel: 'email', configured: true, perMinute: 100 });
    expect(after.channels).toContainEqual({ channel: 'sms', configured: false, perMinute: 100 });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'REMINDER_SCHEDULE')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad schedule with 400 and the field at fault', async () => {
    const t = get();
    for (const body of [
      { schedules: [{ kind: 'membership', enabled: true, days: [-7, -7], channels: ['email'] }] },
      { schedules: [{ kind: 'membership', enabled: true, days: [-7], channels: ['fax'] }] },
      { schedules: [{ kind: 'membership', enabled: true, days: [1000], channels: ['email'] }] },
      { schedules: [{ kind: 'club', enabled: true, days: [0], channels: ['email'] }] },
      { schedules: [] },
    ]) {
      const res = await t.call('PUT', '/api/reminders/schedule', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(true);
    }
  });

  it('queues exactly the members due, once, over repeated runs; renewed, removed, lapsed and reset get nothing', async () => {
    const t = get();
    await switchOn(t, ['email', 'whatsapp', 'sms']);
    const db = t.ctx.db;
    const due30 = await insertMember(db);
    await insertMembershipPayment(db, due30.id_number, { expiry_date: '2026-07-01' });
    const renewed = await insertMember(db);
    await insertMembershipPayment(db, renewed.id_number, { issue_date: '2025-06-08', expiry_date: '2026-06-08' });
    await insertMembershipPayment(db, renewed.id_number, { issue_date: '2026-05-20', expiry_date: '2027-06-08' });
    const removed = await insertMember(db, { archived_at: NOW, archived_by: 'Test', archive_reason: 'Left' });
    await insertMembershipPayment(db, removed.id_number, { expiry_date: '2026-06-01' });
    const lapsed = await insertMember(db);
    await insertMembershipPayment(db, lapsed.id_number, { expiry_date: '2026-05-01' });
    const after15 = await insertMember(db);
    await insertMembershipPayment(db, after15.id_number, { expiry_date: '2026-05-17' });
    const reset = await insertMember(db);
    await insertMembershipPayment(db, reset.id_number, { expiry_date: '2026-06-01', reset_at: NOW, reset_by: 'Test' });
    const noAddress = await insertMember(db, { email: '', mobile: '', whatsapp: 'XXXXXXXXXX' });
    await insertMembershipPayment(db, noAddress.id_number, { expiry_date: '2026-06-08' });
    const smsOnly = await insertMember(db, { email: 'not an address' });
    await insertMediclaimPayment(db, smsOnly.id_number, { expiry_date: '2026-06-01' });
    await db
      .insertInto('reminder_opt_outs')
      .values(
        ['email', 'whatsapp'].map((channel) => ({
          member_id: smsOnly.id_number,
          channel,
          set_by: 'T',
          set_at: NOW,
          source: 'staff',
        })),
      )
      .execute();
    const ids = [due30, renewed, removed, lapsed, after15, reset, noAddress, smsOnly].map((m) => m.id_number);

    const preview = await t.call('GET', '/api/reminders/preview?limit=500');
    expect(preview.statusCode, preview.body).toBe(200);
    const mine = preview.json().data.filter((r: { memberId: string }) => ids.includes(r.memberId));
    expect(mine).toHaveLength(4);
    expect(await outboxOf(t, ids)).toEqual([]);

    // Run now queues them and its sender's turn sends them at once.
    const first = await t.call('POST', '/api/reminders/run');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ trigger: 'now', by: 'Test Admin' });
    const rows = await outboxOf(t, ids);
    expect(rows.map((r) => [r.member_id, r.kind, r.expiry_date, r.day_offset, r.channel, r.state, r.reason])).toEqual(
      [
        [due30.id_number, 'membership', '2026-07-01', -30, 'email', 'sent', null],
        [after15.id_number, 'membership', '2026-05-17', 15, 'email', 'sent', null],
        [noAddress.id_number, 'membership', '2026-06-08', -7, 'email', 'skipped', skipReasons.noAddress],
        [smsOnly.id_number, 'mediclaim', '2026-06-01', 0, 'email', 'skipped', skipReasons.notConfigured],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    const second = await t.call('POST', '/api/reminders/run');
    expect(second.json()).toMatchObject({ queued: 0, skipped: 0 });
    expect(await outboxOf(t, ids)).toHaveLength(4);
    const after = await t.call('GET', '/api/reminders/preview?limit=500');
    expect(after.json().data.filter((r: { memberId: string }) => ids.includes(r.memberId))).toEqual([]);
  });

  it('respects opt-outs set by staff at the next run, with who and when, audited', async () => {
    const t = get();
    await switchOn(t, ['email', 'whatsapp']);
    const m = await insertMember(t.ctx.db, { whatsapp: '98220 01122' });
    await insertMembershipPayment(t.ctx.db, m.id_number, { expiry_date: '2026-06-08' });
    const staff = await accountOf(t, 'STAFF');
    const set = await staff.call('PUT', `/api/members/${m.id_number}/reminder-opt-outs`, { channels: ['email'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual([
      { channel: 'email', setBy: 'STAFF Person', setAt: new Date(NOW).toISOString(), source: 'staff' },
    ]);
    await t.call('POST', '/api/reminders/run');
    const rows = await outboxOf(t, [m.id_number]);
    expect(rows.map((r) => [r.channel, r.state])).toEqual([['whatsapp', 'sent']]);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('member_id', '=', m.id_number)
      .where('action', '=', 'REMINDER_OPT_OUT')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ channels: ['email'], source: 'staff' });

    const everything = await staff.call('PUT', `/api/members/${m.id_number}/reminder-opt-outs`, {
      channels: ['email', 'whatsapp'],
    });
    expect(everything.statusCode).toBe(200);
    const other = await insertMember(t.ctx.db);
    await insertMembershipPayment(t.ctx.db, other.id_number, { expiry_date: '2026-06-01' });
    await t.call('PUT', `/api/members/${other.id_number}/reminder-opt-outs`, { channels: ['email', 'whatsapp'] });
    await t.call('POST', '/api/reminders/run');
    expect((await outboxOf(t, [other.id_number])).map((r) => [r.state, r.reason])).toEqual([
      ['skipped', skipReasons.optedOut],
    ]);
    const bad = await staff.call('PUT', `/api/members/${m.id_number}/reminder-opt-outs`, { channels: ['fax'] });
    expect(bad.statusCode).toBe(400);
    const missing = await staff.call('PUT', '/api/members/NO-SUCH/reminder-opt-outs', { channels: [] });
    expect(missing.statusCode).toBe(404);
  });

  it('logs a reminder sent by hand and lists the member\u2019s reminders', async () => {
    const t = get();
    const m = await insertMember(t.ctx.db);
    const staff = await accountOf(t, 'STAFF');
    const res = await staff.call('POST', `/api/members/${m.id_number}/reminders/hand-sent`, {
      kind: 'membership',
      channel: 'letter',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ channel: 'letter', state: 'sent', handSentBy: 'STAFF Person' });
    const list = await t.call('GET', `/api/members/${m.id_number}/reminders`);
    expect(list.json().data.map((r: { channel: string }) => r.channel)).toEqual(['letter']);
    const viewer = await accountOf(t, 'VIEWER');
    const refused = await viewer.call('POST', `/api/members/${m.id_number}/reminders/hand-sent`, {
      kind: 'membership',
      channel: 'letter',
    });
    expect(refused.statusCode).toBe(403);
    const bad = await staff.call('POST', `/api/members/${m.id_number}/reminders/hand-sent`, {
      kind: 'x',
      channel: 'letter',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists runs and the outbox with filters, and writes the outbox as CSV', async () => {
    const t = get();
    await switchOn(t, ['email']);
    const m = await insertMember(t.ctx.db);
    await insertMembershipPayment(t.ctx.db, m.id_number, { expiry_date: '2026-07-01' });
    const run = (await t.call('POST', '/api/reminders/run')).json();
    const runs = (await t.call('GET', '/api/reminders/runs')).json();
    expect(runs.data[0]).toMatchObject({ id: run.id, trigger: 'now' });
    const page = await t.call('GET', `/api/reminders/outbox?member=${m.id_number}&state=sent&channel=email`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      total: 1,
      data: [{ memberId: m.id_number, memberName: m.member_name, runId: run.id }],
    });
    const none = await t.call('GET', `/api/reminders/outbox?member=${m.id_number}&state=failed`);
    expect(none.json().total).toBe(0);
    // By the India day its rows were made, paged on the server.
    const today = todayInIndia(t.ctx.now());
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const ofToday = await t.call(
      'GET',
      `/api/reminders/outbox?member=${m.id_number}&fromDate=${today}&toDate=${today}`,
    );
    expect(ofToday.json()).toMatchObject({ total: 1, data: [{ memberId: m.id_number }] });
    const pastFirst = await t.call(
      'GET',
      `/api/reminders/outbox?member=${m.id_number}&fromDate=${today}&limit=1&offset=1`,
    );
    expect(pastFirst.json()).toMatchObject({ total: 1, data: [] });
    const before = await t.call('GET', `/api/reminders/outbox?member=${m.id_number}&toDate=${yesterday}`);
    expect(before.json().total).toBe(0);
    const csv = await t.call('GET', `/api/reminders/outbox.csv?member=${m.id_number}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('MEMBER ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(m.id_number);
    for (const q of ['state=lost', 'fromDate=2026-13-01', 'fromDate=2026-06-02&toDate=2026-06-01', 'run=abc']) {
      expect((await t.call('GET', `/api/reminders/outbox?${q}`)).statusCode, q).toBe(400);
    }
  });
});
