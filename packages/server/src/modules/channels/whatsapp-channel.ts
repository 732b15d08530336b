import type { OutgoingMessage, SendResult } from '../../channels';
import type { ChannelsConfig } from '../../channels-config';
import { type ChannelSender, shortReason } from './channel-sender';

type WhatsappSettings = NonNullable<ChannelsConfig['whatsapp']>;

/**
 * Graph API error codes that mean "later": throttling (4, 80007, 130429, 131056), a temporary fault
 * (1, 2, 131000, 133004). The rest (131026 undeliverable, 132001 no such template, 190 expired token,
 * 100 bad parameter, …) fail the same way however often they are sent.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131056, 133004]);

/**
 * A WhatsApp Business Cloud API template message: POST {WHATSAPP_API_URL}/{phone number ID}/messages
 * with the system user's token; Meta answers the message's ID (wamid.…), and later posts what became
 * of it to the reminders' webhook.
 */
export function whatsappChannel(settings: WhatsappSettings): ChannelSender {
  const url = `${settings.apiUrl}/${settings.phoneNumberId}/messages`;
  return {
    detail: `WhatsApp Cloud API, number ID ${settings.phoneNumberId}`,
    send: async (m) => {
      if (!m.whatsappTemplate) return { ok: false, reason: 'A WhatsApp message needs a template', retryable: false };
      if (!/^\d{8,15}$/.test(m.to))
        return { ok: false, reason: 'Not a phone number in international digits', retryable: false };
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateMessage(m.to, m.whatsappTemplate)),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        return {
          ok: false,
          reason: shortReason(`WhatsApp did not answer: ${(error as Error).message}`),
          retryable: true,
        };
      }
      return whatsappAnswer(res.status, await res.text());
    },
  };
}

function templateMessage(to: string, template: NonNullable<OutgoingMessage['whatsappTemplate']>) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.languageCode },
      components: [{ type: 'body', parameters: template.bodyParams.map((text) => ({ type: 'text', text })) }],
    },
  };
}

function whatsappAnswer(status: number, text: string): SendResult {
  const body = parsed(text) as {
    messages?: { id?: unknown }[];
    error?: { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
  } | null;
  const id = body?.messages?.[0]?.id;
  if (status >= 200 && status < 300 && typeof id === 'string') return { ok: true, providerId: id };
  const error = body?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  const details = typeof error?.error_data?.details === 'string' ? `: ${error.error_data.details}` : '';
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const retryable = status >= 500 || status === 429 || (code !== null && RETRYABLE_CODES.has(code));
  return { ok: false, reason: shortReason(`${message}${details}${code === null ? '' : ` (${code})`}`), retryable };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
