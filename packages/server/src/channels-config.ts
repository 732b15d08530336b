import { z } from 'zod';

/**
 * The settings of the channels members are reached through, read from the environment at start
 * (docs/operations.md, "Channels"). A channel whose settings are absent is null: shown as not
 * configured, never pretended.
 */
export interface ChannelsConfig {
  email: { smtpUrl: string; from: string } | null;
  whatsapp: {
    apiUrl: string;
    phoneNumberId: string;
    token: string;
  } | null;
  sms: { apiUrl: string; apiKey: string; senderId: string; dltTemplateId: string; dltEntityId: string | null } | null;
  perMinute: { email: number; whatsapp: number; sms: number };
}

const optionalText = z
  .string()
  .transform((v) => v.trim())
  .optional();
const perMinute = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(fallback);
const httpUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v.trim()), 'must be an http:// or https:// address');

export const channelsEnvironment = {
  SMTP_URL: optionalText.refine(
    (v) => !v || /^smtps?:\/\/[^\s/]+/.test(v),
    'must be smtp://user:password@host:port or smtps://…',
  ),
  MAIL_FROM: optionalText.refine(
    (v) => !v || /^[^@\s<>]+@[^@\s<>]+$/.test(v) || /^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/.test(v),
    'must be an e-mail address, or a name and <address>',
  ),
  EMAIL_PER_MINUTE: perMinute(60),
  WHATSAPP_API_URL: httpUrl('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optionalText.refine((v) => !v || /^\d+$/.test(v), 'must be the number ID (digits)'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PER_MINUTE: perMinute(600),
  SMS_API_URL: httpUrl('https://www.fast2sms.com/dev/bulkV2'),
  SMS_API_KEY: optionalText,
  SMS_SENDER_ID: optionalText.refine((v) => !v || /^[A-Za-z]{6}$/.test(v), 'must be the 6-letter DLT sender ID'),
  SMS_DLT_TEMPLATE_ID: optionalText.refine((v) => !v || /^\d{1,30}$/.test(v), 'must be the DLT template ID (digits)'),
  SMS_DLT_ENTITY_ID: optionalText.refine((v) => !v || /^\d{1,30}$/.test(v), 'must be the DLT entity ID (digits)'),
  SMS_PER_MINUTE: perMinute(300),
};

type ChannelsEnvironment = z.infer<z.ZodObject<typeof channelsEnvironment>>;

/** A channel half set up stops the server, naming what is missing, rather than failing at the first send. */
export function missingChannelSettings(e: ChannelsEnvironment): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  const needs = (when: boolean, name: keyof ChannelsEnvironment, value: string | undefined, because: string) => {
    if (when && !value) missing.push({ path: name, message: `must be set when ${because} is` });
  };
  needs(Boolean(e.SMTP_URL), 'MAIL_FROM', e.MAIL_FROM, 'SMTP_URL');
  needs(Boolean(e.WHATSAPP_TOKEN), 'WHATSAPP_PHONE_NUMBER_ID', e.WHATSAPP_PHONE_NUMBER_ID, 'WHATSAPP_TOKEN');
  needs(Boolean(e.WHATSAPP_PHONE_NUMBER_ID), 'WHATSAPP_TOKEN', e.WHATSAPP_TOKEN, 'WHATSAPP_PHONE_NUMBER_ID');
  needs(Boolean(e.SMS_API_KEY), 'SMS_SENDER_ID', e.SMS_SENDER_ID, 'SMS_API_KEY');
  needs(Boolean(e.SMS_API_KEY), 'SMS_DLT_TEMPLATE_ID', e.SMS_DLT_TEMPLATE_ID, 'SMS_API_KEY');
  return missing;
}

export function channelsConfig(e: ChannelsEnvironment): ChannelsConfig {
  return {
    email: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : null,
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TOKEN
        ? {
            apiUrl: e.WHATSAPP_API_URL.trim().replace(/\/+$/, ''),
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            token: e.WHATSAPP_TOKEN,
          }
        : null,
    sms:
      e.SMS_API_KEY && e.SMS_SENDER_ID && e.SMS_DLT_TEMPLATE_ID
        ? {
            apiUrl: e.SMS_API_URL.trim(),
            apiKey: e.SMS_API_KEY,
            senderId: e.SMS_SENDER_ID.toUpperCase(),
            dltTemplateId: e.SMS_DLT_TEMPLATE_ID,
            dltEntityId: e.SMS_DLT_ENTITY_ID || null,
          }
        : null,
    perMinute: { email: e.EMAIL_PER_MINUTE, whatsapp: e.WHATSAPP_PER_MINUTE, sms: e.SMS_PER_MINUTE },
  };
}

/** No channel set up: what a server without any of the settings has. */
export const NO_CHANNELS: ChannelsConfig = {
  email: null,
  whatsapp: null,
  sms: null,
  perMinute: { email: 60, whatsapp: 600, sms: 300 },
};
