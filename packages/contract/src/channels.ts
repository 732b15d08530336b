import { z } from 'zod';
import { CHANNEL_NAMES } from './reminders';

/** The ways the trust reaches a member: e-mail, a WhatsApp template message, an SMS under a DLT template. */
export const channelName = z.enum(CHANNEL_NAMES);

/** One channel as `GET /api/channels` answers it: whether it is set up, and how fast it may send. Never a secret. */
export const channelStatus = z.object({
  channel: channelName,
  configured: z.boolean(),
  /** 'not configured', or what it sends through (the SMTP host, the WhatsApp number's ID, the SMS gateway's host). */
  detail: z.string(),
  /** Messages a minute the channel is sent at most (EMAIL_PER_MINUTE, WHATSAPP_PER_MINUTE, SMS_PER_MINUTE). */
  perMinute: z.number().int().nonnegative(),
});
export const channelsAnswer = z.array(channelStatus);

export const channelMessages = {
  notConfigured: 'not configured',
};
