import type { ChannelName } from '@trust/contract/reminders';

/**
 * What the reminders need of the channels (e-mail, WhatsApp, SMS): which are configured, at what
 * pace, and a send that answers with the provider's id or its reason. The server's channels are
 * given in the app's context; tests give channels of their own.
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
