import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider, startTestSmtp, type TestSmtp } from '../../../test/channel-fakes';
import { NO_CHANNELS } from '../../channels-config';
import { channelsFromConfig } from './channels.service';

const emailOn = (smtpUrl: string) =>
  channelsFromConfig({
    channels: { ...NO_CHANNELS, email: { smtpUrl, from: 'Test Welfare Trust <office@trust.test>' } },
  });

describe('e-mail through SMTP', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers the subject, both parts, the sender, the recipient and the headers', async () => {
    const channels = emailOn(`smtp://trust:secret@127.0.0.1:${smtp.port}`);
    const arriving = smtp.nextMail();
    const result = await channels.send({
      channel: 'email',
      to: 'ramesh.kumar@example.test',
      subject: 'Your membership receipt 12',
      text: 'Receipt No. 12\nAmount Rs. 500',
      html: '<p>Receipt No. <b>12</b></p>',
      headers: { 'List-Unsubscribe': '<https://trust.test/unsubscribe/abc>' },
    });
    expect(result).toEqual({ ok: true, providerId: expect.stringMatching(/@/) });
    const mail = await arriving;
    expect(mail.subject).toBe('Your membership receipt 12');
    expect(mail.text?.trim()).toBe('Receipt No. 12\nAmount Rs. 500');
    expect(mail.html).toContain('<p>Receipt No. <b>12</b></p>');
    expect(mail.from?.value).toEqual([{ address: 'office@trust.test', name: 'Test Welfare Trust' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe('ramesh.kumar@example.test');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://trust.test/unsubscribe/abc>',
    );
    if (result.ok) expect(mail.messageId).toBe(result.providerId);
  });

  it('is refused for good when the server refuses the mailbox (550), and for now when it says later (451)', async () => {
    const channels = emailOn(`smtp://trust:secret@127.0.0.1:${smtp.port}`);
    const refused = await channels.send({ channel: 'email', to: 'nobody@refused.test', subject: 's', text: 't' });
    expect(refused).toEqual({ ok: false, reason: expect.stringContaining('No such mailbox'), retryable: false });
    const busy = await channels.send({ channel: 'email', to: 'someone@busy.test', subject: 's', text: 't' });
    expect(busy).toEqual({ ok: false, reason: expect.stringContaining('try later'), retryable: true });
  });

  it('is refused for good with a wrong password, and for now when the server does not answer', async () => {
    const wrong = await emailOn(`smtp://trust:wrong@127.0.0.1:${smtp.port}`).send({
      channel: 'email',
      to: 'a@example.test',
      subject: 's',
      text: 't',
    });
    expect(wrong).toMatchObject({ ok: false, retryable: false });
    const closedPort = await freePort();
    const down = await emailOn(`smtp://trust:secret@127.0.0.1:${closedPort}`).send({
      channel: 'email',
      to: 'a@example.test',
      subject: 's',
      text: 't',
    });
    expect(down).toMatchObject({ ok: false, retryable: true });
  });
});

const WABA_NUMBER_ID = '106540352242922';
const TOKEN = 'EAAJtesttoken';

/** Answers as the Cloud API does, after checking the request is the documented template message. */
function cloudApi(request: FakeProvider['requests'][number]) {
  const graphError = (status: number, code: number, message: string) => ({
    status,
    body: { error: { message, type: 'OAuthException', code, error_subcode: 2494055, fbtrace_id: 'AbCdEf' } },
  });
  if (request.headers.authorization !== `Bearer ${TOKEN}`) {
    return graphError(401, 190, 'Error validating access token: Session has expired');
  }
  const body = request.body as {
    messaging_product?: string;
    recipient_type?: string;
    to?: string;
    type?: string;
    template?: { name?: string; language?: { code?: string }; components?: unknown };
  };
  const wellFormed =
    request.method === 'POST' &&
    request.path === `/v21.0/${WABA_NUMBER_ID}/messages` &&
    request.headers['content-type'] === 'application/json' &&
    body.messaging_product === 'whatsapp' &&
    body.recipient_type === 'individual' &&
    body.type === 'template' &&
    typeof body.template?.name === 'string' &&
    typeof body.template.language?.code === 'string' &&
    JSON.stringify(body.template.components) ===
      JSON.stringify([
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ramesh' },
            { type: 'text', text: '31-12-2026' },
          ],
        },
      ]);
  if (!wellFormed) return graphError(400, 100, '(#100) Invalid parameter');
  if (body.to === '919800000002') return graphError(400, 131026, 'Message undeliverable');
  if (body.to === '919800000003') return graphError(400, 130429, 'Rate limit hit');
  if (body.to === '919800000004')
    return { status: 500, body: { error: { message: 'An unknown error occurred', code: 1 } } };
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: 'wamid.HBgLOTE5ODAwMDAwMDAxFQIAERgSQ0Y', message_status: 'accepted' }],
    },
  };
}

describe('WhatsApp through the Cloud API', () => {
  let api: FakeProvider;
  beforeAll(async () => {
    api = await startFakeProvider(cloudApi);
  });
  afterAll(async () => {
    await api.close();
  });

  const whatsappOn = (token = TOKEN) =>
    channelsFromConfig({
      channels: {
        ...NO_CHANNELS,
        whatsapp: {
          apiUrl: `${api.url}/v21.0`,
          phoneNumberId: WABA_NUMBER_ID,
          token,
        },
      },
    });
  const reminderTo = (to: string) => ({
    channel: 'whatsapp' as const,
    to,
    text: 'Dear Ramesh, your membership expires on 31-12-2026.',
    whatsappTemplate: { name: 'renewal_reminder', languageCode: 'en', bodyParams: ['Ramesh', '31-12-2026'] },
  });

  it('sends a template message and keeps the message ID Meta answers', async () => {
    expect(await whatsappOn().send(reminderTo('919800000001'))).toEqual({
      ok: true,
      providerId: 'wamid.HBgLOTE5ODAwMDAwMDAxFQIAERgSQ0Y',
    });
    expect(api.requests.at(-1)?.body).toMatchObject({
      to: '919800000001',
      template: { name: 'renewal_reminder', language: { code: 'en' } },
    });
  });

  it('fails for good on an undeliverable number or an expired token, and for now on a rate limit or a fault', async () => {
    expect(await whatsappOn().send(reminderTo('919800000002'))).toEqual({
      ok: false,
      reason: 'Message undeliverable (131026)',
      retryable: false,
    });
    expect(await whatsappOn('expired').send(reminderTo('919800000001'))).toMatchObject({
      ok: false,
      retryable: false,
      reason: expect.stringContaining('(190)'),
    });
    expect(await whatsappOn().send(reminderTo('919800000003'))).toMatchObject({
      ok: false,
      retryable: true,
      reason: expect.stringContaining('130429'),
    });
    expect(await whatsappOn().send(reminderTo('919800000004'))).toMatchObject({ ok: false, retryable: true });
  });

  it('sends nothing without a template or to something that is not a phone number', async () => {
    const before = api.requests.length;
    expect(await whatsappOn().send({ channel: 'whatsapp', to: '919800000001', text: 'x' })).toMatchObject({
      ok: false,
      retryable: false,
    });
    expect(await whatsappOn().send(reminderTo('+91 98000'))).toMatchObject({ ok: false, retryable: false });
    expect(api.requests.length).toBe(before);
  });
});

const SMS_KEY = 'fast2sms-test-key';

/** Answers as Fast2SMS's DLT route does, after checking the request is the documented one. */
function fast2sms(request: FakeProvider['requests'][number]) {
  if (request.headers.authorization !== SMS_KEY) {
    return {
      status: 401,
      body: { return: false, status_code: 412, message: 'Invalid Authentication, Check Authorization Key' },
    };
  }
  const body = request.body as Record<string, unknown>;
  const wellFormed =
    request.method === 'POST' &&
    request.path === '/dev/bulkV2' &&
    body.route === 'dlt_manual' &&
    body.sender_id === 'TRUSTO' &&
    body.template_id === '1107160000000012345' &&
    body.entity_id === '1101400000000054321' &&
    typeof body.message === 'string' &&
    body.message !== '';
  if (!wellFormed) return { status: 400, body: { return: false, status_code: 425, message: 'Invalid Template' } };
  if (body.numbers === '9800000002')
    return { status: 400, body: { return: false, status_code: 411, message: 'Invalid Numbers' } };
  if (body.numbers === '9800000004') return { status: 502, body: { message: 'Bad gateway' } };
  return { status: 200, body: { return: true, request_id: 'lwdtp7cjyqxvfe9', message: ['SMS sent successfully.'] } };
}

describe('SMS through the DLT gateway', () => {
  let gateway: FakeProvider;
  beforeAll(async () => {
    gateway = await startFakeProvider(fast2sms);
  });
  afterAll(async () => {
    await gateway.close();
  });
  const smsOn = (apiKey = SMS_KEY) =>
    channelsFromConfig({
      channels: {
        ...NO_CHANNELS,
        sms: {
          apiUrl: `${gateway.url}/dev/bulkV2`,
          apiKey,
          senderId: 'TRUSTO',
          dltTemplateId: '1107160000000012345',
          dltEntityId: '1101400000000054321',
        },
      },
    });
  const text = 'Dear Ramesh, your membership of Test Trust expires on 31-12-2026. Please renew. -TRUSTO';

  it('sends the filled template to the ten-digit number and keeps the request ID', async () => {
    expect(await smsOn().send({ channel: 'sms', to: '919800000001', text })).toEqual({
      ok: true,
      providerId: 'lwdtp7cjyqxvfe9',
    });
    expect(gateway.requests.at(-1)?.body).toMatchObject({ numbers: '9800000001', message: text });
  });

  it('fails for good on a wrong key or a bad number, and for now when the gateway is down', async () => {
    expect(await smsOn('wrong').send({ channel: 'sms', to: '919800000001', text })).toEqual({
      ok: false,
      reason: 'Invalid Authentication, Check Authorization Key (412)',
      retryable: false,
    });
    expect(await smsOn().send({ channel: 'sms', to: '919800000002', text })).toEqual({
      ok: false,
      reason: 'Invalid Numbers (411)',
      retryable: false,
    });
    expect(await smsOn().send({ channel: 'sms', to: '919800000004', text })).toMatchObject({
      ok: false,
      retryable: true,
    });
    expect(await smsOn().send({ channel: 'sms', to: '14155550100', text })).toMatchObject({
      ok: false,
      retryable: false,
    });
  });
});

describe('channels not configured', () => {
  it('are shown as such and send nothing', async () => {
    const none = channelsFromConfig({ channels: NO_CHANNELS });
    expect(none.status()).toEqual([
      { channel: 'email', configured: false, detail: 'not configured', perMinute: 60 },
      { channel: 'whatsapp', configured: false, detail: 'not configured', perMinute: 600 },
      { channel: 'sms', configured: false, detail: 'not configured', perMinute: 300 },
    ]);
    expect(none.isConfigured('email')).toBe(false);
    expect(await none.send({ channel: 'sms', to: '919800000001', text: 'x' })).toEqual({
      ok: false,
      reason: 'sms: not configured',
      retryable: false,
    });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
