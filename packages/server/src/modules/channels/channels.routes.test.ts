import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf, createTestApp, type TestApp } from '../../../test/helpers';
import { NO_CHANNELS } from '../../channels-config';
import { loadConfig } from '../../config';
import { channelsFromConfig } from './channels.service';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !process.env.TEST_DATABASE_URL)(`GET channels [${kind}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        channels: {
          ...NO_CHANNELS,
          email: { smtpUrl: 'smtp://office:mail-password@mail.trust.test:587', from: 'office@trust.test' },
        },
      });
      t.ctx.channels = channelsFromConfig(t.ctx.config);
    });
    afterAll(async () => {
      await t.close();
    });

    it('tells every signed-in role which channels are set up, with nothing secret', async () => {
      const viewer = await accountOf(t, 'VIEWER');
      const res = await viewer.call('GET', '/api/channels');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { channel: 'email', configured: true, detail: 'SMTP mail.trust.test:587', perMinute: 60 },
        { channel: 'whatsapp', configured: false, detail: 'not configured', perMinute: 600 },
        { channel: 'sms', configured: false, detail: 'not configured', perMinute: 300 },
      ]);
      expect(res.body).not.toContain('mail-password');
      expect((await t.app.inject({ method: 'GET', url: '/api/channels' })).statusCode).toBe(401);
    });
  });
}

const given = { DATABASE_URL: ':memory:', JWT_SECRET: 'j'.repeat(40), DATA_KEY: 'a'.repeat(64) };

describe('the channels’ settings', () => {
  it('set up each channel, its pace and what status shows, without its secrets', () => {
    const config = loadConfig({
      ...given,
      SMTP_URL: 'smtps://office:mail-password@mail.trust.test:465',
      MAIL_FROM: 'Trust Office <office@trust.test>',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_TOKEN: 'EAAJsecrettoken',
      SMS_API_KEY: 'sms-secret-key',
      SMS_SENDER_ID: 'trusto',
      SMS_DLT_TEMPLATE_ID: '1107160000000012345',
      SMS_PER_MINUTE: '120',
    });
    expect(config.channels.whatsapp).toMatchObject({ apiUrl: 'https://graph.facebook.com/v21.0' });
    expect(config.channels.sms).toMatchObject({
      apiUrl: 'https://www.fast2sms.com/dev/bulkV2',
      senderId: 'TRUSTO',
      dltEntityId: null,
    });
    const status = channelsFromConfig(config).status();
    expect(status.map((s) => [s.channel, s.configured, s.perMinute])).toEqual([
      ['email', true, 60],
      ['whatsapp', true, 600],
      ['sms', true, 120],
    ]);
    const shown = JSON.stringify(status);
    for (const secret of ['mail-password', 'EAAJsecrettoken', 'sms-secret-key']) expect(shown).not.toContain(secret);
  });

  it('stop the server, naming the setting, when one is bad or a channel is half set up', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ SMTP_URL: 'http://mail.trust.test' }, /SMTP_URL/],
      [{ SMTP_URL: 'smtp://mail.trust.test:587' }, /MAIL_FROM: must be set when SMTP_URL is/],
      [{ SMTP_URL: 'smtp://mail.trust.test:587', MAIL_FROM: 'not an address' }, /MAIL_FROM/],
      [{ WHATSAPP_TOKEN: 't' }, /WHATSAPP_PHONE_NUMBER_ID/],
      [{ WHATSAPP_PHONE_NUMBER_ID: '12ab' }, /WHATSAPP_PHONE_NUMBER_ID/],
      [{ SMS_API_KEY: 'k', SMS_SENDER_ID: 'TRUST', SMS_DLT_TEMPLATE_ID: '1' }, /SMS_SENDER_ID/],
      [{ SMS_API_KEY: 'k', SMS_SENDER_ID: 'TRUSTO' }, /SMS_DLT_TEMPLATE_ID/],
      [{ EMAIL_PER_MINUTE: '0' }, /EMAIL_PER_MINUTE/],
      [{ WHATSAPP_PER_MINUTE: 'fast' }, /WHATSAPP_PER_MINUTE/],
    ];
    for (const [env, message] of refused) expect(() => loadConfig({ ...given, ...env })).toThrow(message);
  });
});
