import { errorAnswer } from '@trust/contract/answers';
import { optOutLinkAnswer, optOutToken, reminderMessages } from '@trust/contract/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { optOutByLink, optOutLink } from './opt-out-link.service';
import { recordProviderStatuses } from './reminder-sender.service';
import { isSignedByWhatsapp, whatsappStatuses } from './whatsapp-webhook';

const handshakeQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/**
 * What reaches the server without a sign-in: a member's opt-out link from a reminder e-mail, and
 * WhatsApp's webhook with the fate of the messages it took.
 */
export const reminderPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Mail programs' one-click unsubscribe posts a form (RFC 8058); its content says nothing the path does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  // WhatsApp signs the bytes it sent, so the webhook keeps them as they came.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    if (req.url.startsWith('/api/webhooks/')) return done(null, body);
    if ((body as Buffer).length === 0) return done(null, {});
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new HttpError(400, 'The body is not valid JSON'), undefined);
    }
  });

  app.get(
    '/opt-out/:token',
    {
      config: { public: true },
      schema: {
        summary: "A reminder e-mail's opt-out link: whether the member still gets e-mail reminders (rate-limited)",
        params: optOutToken,
        response: { 200: optOutLinkAnswer, 404: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => optOutLink(ctx, req.params.token, req.ip),
  );

  app.post(
    '/opt-out/:token',
    {
      config: { public: true },
      schema: {
        summary: 'The member stops e-mail reminders by the link in one (audited as their own choice; rate-limited)',
        params: optOutToken,
        response: { 200: optOutLinkAnswer, 404: errorAnswer, 429: errorAnswer },
      },
    },
    async (req) => optOutByLink(ctx, req.params.token, req.ip),
  );

  app.get(
    '/webhooks/whatsapp',
    {
      config: { public: true },
      schema: {
        summary: "WhatsApp's webhook handshake: answers the challenge when the verify token matches",
        querystring: handshakeQuery,
        response: { 200: z.string(), 403: errorAnswer },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const token = ctx.config.whatsappVerifyToken;
      if (!token || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== token) {
        throw new HttpError(403, reminderMessages.badLink);
      }
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      config: { public: true },
      schema: {
        summary: "WhatsApp's message statuses: marks reminders delivered, or failed with the provider's reason",
        response: { 200: z.object({ updated: z.number().int() }), 403: errorAnswer },
      },
    },
    async (req) => {
      const secret = ctx.config.whatsappAppSecret;
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers['x-hub-signature-256'];
      if (!secret || !isSignedByWhatsapp(raw, typeof header === 'string' ? header : undefined, secret)) {
        throw new HttpError(403, 'The signature does not match');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The body is not valid JSON');
      }
      return { updated: await recordProviderStatuses(ctx, whatsappStatuses(body)) };
    },
  );
};
