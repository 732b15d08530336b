import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The WhatsApp Business Cloud API's webhook, as Meta documents it: each call is signed with the
 * app's secret (`X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`), and message
 * statuses come as `entry[].changes[].value.statuses[]`, each `{id, status, errors?}`.
 */

export function isSignedByWhatsapp(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1] as string, 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(given, expected);
}

export interface ProviderStatus {
  providerId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  reason?: string;
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

interface StatusEntry {
  id?: unknown;
  status?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }[];
}

/** The statuses a webhook call carries; anything else in it (incoming messages) is left alone. */
export function whatsappStatuses(body: unknown): ProviderStatus[] {
  const out: ProviderStatus[] = [];
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return out;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(statuses)) continue;
      for (const s of statuses as StatusEntry[]) {
        if (typeof s?.id !== 'string' || typeof s.status !== 'string' || !STATUSES.has(s.status)) continue;
        const error = s.errors?.[0];
        const reason = error
          ? [error.code, error.title, error.error_data?.details ?? error.message]
              .filter((x) => x !== undefined)
              .join(': ')
          : undefined;
        out.push({
          providerId: s.id,
          status: s.status as ProviderStatus['status'],
          ...(s.status === 'failed' ? { reason: reason || 'failed' } : {}),
        });
      }
    }
  }
  return out;
}
