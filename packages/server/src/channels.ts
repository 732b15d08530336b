import type { ChannelName } from '@trust/contract/reminders';

/**
 * How messages leave the trust (e-mail, WhatsApp, SMS), as the reminders and the e-mailed receipts
 * use it: which channels are configured, at what pace, and a send that answers with the provider's
 * id or its reason. It lives below the modules, so the app's context can carry the server's
 * channels; tests give channels of their own.
 */
export interface OutgoingMessage {
  channel: ChannelName;
  to: string;
  subject?: string;
  text: string;
  html?: string;
  whatsappTemplate?: { name: string; languageCode: string; bodyParams: string[] };
  smsTemplateId?: string;
  headers?: Record<string, string>;
  /** Images an e-mail's HTML shows by `cid:` (a receipt's QR code), attached inline. */
  inlineImages?: { cid: string; filename: string; contentType: string; content: Buffer }[];
}

export type SendResult = { ok: true; providerId: string } | { ok: false; reason: string; retryable: boolean };

export interface ChannelStatus {
  channel: ChannelName;
  configured: boolean;
  detail: string;
  perMinute: number;
}

export interface Channels {
  status(): ChannelStatus[];
  isConfigured(channel: ChannelName): boolean;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** No channel configured: every reminder is skipped with 'channel not configured', nothing pretends to send. */
export const noChannels: Channels = {
  status: () =>
    (['email', 'whatsapp', 'sms'] as const).map((channel) => ({
      channel,
      configured: false,
      detail: 'not configured',
      perMinute: 0,
    })),
  isConfigured: () => false,
  send: async () => ({ ok: false, reason: 'channel not configured', retryable: false }),
};
