import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../../test/channel-fakes';
import { insertMember, insertMembershipPayment } from '../../../test/factories';
import { forEachDatabase } from '../../../test/helpers';
import { NO_CHANNELS } from '../../channels-config';
import { channelsFromConfig } from '../channels/channels.service';
import { sendDueReminders } from './reminder-sender.service';

/** Reminders through the server's own e-mail channel to a real SMTP server, read back as a mail client would. */

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
});

forEachDatabase('reminders by e-mail', (get) => {
  it('arrive once with the reminder, the opt-out link that works, and List-Unsubscribe; a busy mailbox is tried again', async () => {
    const t = get();
    t.setNow('2026-11-01T06:00:00Z');
    t.ctx.channels = channelsFromConfig({
      channels: {
        ...NO_CHANNELS,
        email: {
          smtpUrl: `smtp://trust:secret@127.0.0.1:${smtp.port}`,
          from: 'Test Welfare Trust <office@trust.test>',
        },
      },
    });
    await t.call('PUT', '/api/reminders/schedule', {
      schedules: [{ kind: 'membership', enabled: true, days: [0], channels: ['email'] }],
    });
    const m = await insertMember(t.ctx.db, { member_name: 'MEENA JOSHI', email: `meena${Date.now()}@example.test` });
    await insertMembershipPayment(t.ctx.db, m.id_number, { expiry_date: '2026-11-01' });
    const busy = await insertMember(t.ctx.db, { email: `later${Date.now()}@busy.test` });
    await insertMembershipPayment(t.ctx.db, busy.id_number, { expiry_date: '2026-11-01' });
    const before = smtp.mails.length;
    // Run now sends at once; the sender's later turns send nothing again.
    const run = await t.call('POST', '/api/reminders/run');
    expect(run.json().sentNow).toMatchObject({ sent: 1, retried: 1 });
    await sendDueReminders(t.ctx);
    await sendDueReminders(t.ctx);
    const mails = smtp.mails.slice(before).filter((mail) => mail.text?.includes('MEENA JOSHI'));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Test Welfare Trust: your membership subscription');
    expect(mail?.text).toContain('Dear MEENA JOSHI, this is a gentle reminder from Test Welfare Trust');
    expect(mail?.text).toContain('is due on 01/11/2026');
    const link = /https:\/\/trust\.test\/opt-out\/(\S+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    // A long header is folded onto a second line; unfolded it is one.
    expect(mail?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r\n/g, '')).toBe(
      `List-Unsubscribe: <https://trust.test/api/opt-out/${link?.[1]}>`,
    );
    const [sent] = await t.ctx.db.selectFrom('outbox').selectAll().where('member_id', '=', m.id_number).execute();
    expect(sent).toMatchObject({ state: 'sent', provider_id: mail?.messageId });
    const [later] = await t.ctx.db.selectFrom('outbox').selectAll().where('member_id', '=', busy.id_number).execute();
    expect(later).toMatchObject({ state: 'queued', attempts: 1 });
    expect(later?.reason).toContain('busy');

    const optOut = await t.app.inject({ method: 'POST', url: `/api/opt-out/${link?.[1]}` });
    expect(optOut.json()).toMatchObject({ optedOut: true });
    const opted = await t.call('GET', `/api/members/${m.id_number}/reminder-opt-outs`);
    expect(opted.json().data).toMatchObject([{ channel: 'email', source: 'member' }]);
  });
});
