import nodemailer from 'nodemailer';
import type { SendResult } from '../../channels';
import type { ChannelsConfig } from '../../channels-config';
import { type ChannelSender, shortReason } from './channel-sender';

type EmailSettings = NonNullable<ChannelsConfig['email']>;

/** Errors nodemailer raises before the server answered, after which the same mail may go through later. */
const CONNECTION_FAILURES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET']);

/** E-mail through the trust's SMTP server (SMTP_URL), from MAIL_FROM, in a plain and an HTML part. */
export function emailChannel(settings: EmailSettings): ChannelSender {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    detail: `SMTP ${new URL(settings.smtpUrl).host}`,
    send: async (m) => {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: m.to,
          subject: m.subject ?? '',
          text: m.text,
          ...(m.html === undefined ? {} : { html: m.html }),
          ...(m.headers === undefined ? {} : { headers: m.headers }),
          ...(m.inlineImages === undefined
            ? {}
            : {
                attachments: m.inlineImages.map((i) => ({
                  cid: i.cid,
                  filename: i.filename,
                  contentType: i.contentType,
                  content: i.content,
                  contentDisposition: 'inline' as const,
                })),
              }),
        });
        return { ok: true, providerId: String(info.messageId) };
      } catch (error) {
        return smtpRefusal(error);
      }
    },
  };
}

/**
 * An SMTP answer of 4xx is "try later" (a full mailbox, greylisting, the server busy), 5xx is "never"
 * (no such mailbox, refused sender, bad credentials), as RFC 5321 says; no answer at all is tried again.
 */
function smtpRefusal(error: unknown): SendResult {
  const e = error as { responseCode?: number; code?: string; response?: string; message?: string };
  const reason = shortReason(e.response ?? e.message ?? String(error));
  if (typeof e.responseCode === 'number') return { ok: false, reason, retryable: e.responseCode < 500 };
  return { ok: false, reason, retryable: e.code === undefined || CONNECTION_FAILURES.has(e.code) };
}
