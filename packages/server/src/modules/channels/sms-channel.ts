import type { SendResult } from '../../channels';
import type { ChannelsConfig } from '../../channels-config';
import { type ChannelSender, shortReason } from './channel-sender';

type SmsSettings = NonNullable<ChannelsConfig['sms']>;

/**
 * An SMS through Fast2SMS's DLT route ("DLT Manual"): POST {SMS_API_URL} with the key in the
 * `authorization` header and the DLT-approved text with its variables filled, under the sender ID
 * and the template ID the operators' DLT registry holds. Fast2SMS answers 200 `{return: true,
 * request_id}`, or 400/401 `{return: false, status_code, message}` (docs/operations.md).
 */
export function smsChannel(settings: SmsSettings): ChannelSender {
  return {
    detail: `SMS gateway ${new URL(settings.apiUrl).host}, sender ${settings.senderId}`,
    send: async (m) => {
      const mobile = indianMobile(m.to);
      if (!mobile) return { ok: false, reason: 'Not an Indian mobile number', retryable: false };
      let res: Response;
      try {
        res = await fetch(settings.apiUrl, {
          method: 'POST',
          headers: { authorization: settings.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            route: 'dlt_manual',
            sender_id: settings.senderId,
            message: m.text,
            template_id: m.smsTemplateId ?? settings.dltTemplateId,
            ...(settings.dltEntityId ? { entity_id: settings.dltEntityId } : {}),
            numbers: mobile,
          }),
          signal: AbortSignal.timeout(20_000),
        });
      } catch (error) {
        return {
          ok: false,
          reason: shortReason(`The SMS gateway did not answer: ${(error as Error).message}`),
          retryable: true,
        };
      }
      return gatewayAnswer(res.status, await res.text());
    },
  };
}

/** '919822001122' or '9822001122' → '9822001122'; null for anything that is not an Indian mobile. */
function indianMobile(to: string): string | null {
  const digits = to.replace(/^\+/, '');
  const match = /^(?:91)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
}

function gatewayAnswer(status: number, text: string): SendResult {
  let body: { return?: unknown; request_id?: unknown; status_code?: unknown; message?: unknown } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (status === 200 && body?.return === true && typeof body.request_id === 'string') {
    return { ok: true, providerId: body.request_id };
  }
  const message = Array.isArray(body?.message) ? body.message.join(' ') : body?.message;
  const code = typeof body?.status_code === 'number' ? ` (${body.status_code})` : '';
  const reason = shortReason(`${typeof message === 'string' && message ? message : `HTTP ${status}`}${code}`);
  return { ok: false, reason, retryable: status >= 500 || status === 429 };
}
