import { doneAnswer, errorAnswer } from '@trust/contract/answers';
import {
  authMessages,
  changePasswordInput,
  loginAnswer,
  loginInput,
  registerAdminAnswer,
  registerAdminInput,
  verifyAnswer,
  verifyRefusal,
} from '@trust/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { authenticate, changePassword, login, logout, registerAdmin } from './auth.service';

function tooManyAttempts(): HttpError {
  return new HttpError(429, authMessages.tooManyAttempts);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limit = { max: ctx.config.loginRateLimit, timeWindow: '1 minute', errorResponseBuilder: tooManyAttempts };
  // A second limit per email, so one account cannot be tried from many addresses.
  const perEmail = app.createRateLimit({
    ...limit,
    keyGenerator: (req) => `email:${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
  });

  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email and password; answers a bearer token',
        body: loginInput,
        response: { 200: loginAnswer, 401: errorAnswer, 429: errorAnswer },
      },
      config: { public: true, rateLimit: { ...limit, keyGenerator: (req) => `ip:${req.ip}` } },
      preHandler: async (req) => {
        const result = await perEmail(req);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts();
      },
    },
    async (req) => login(ctx, req.body),
  );

  app.get(
    '/verify',
    {
      schema: {
        summary: 'Check a bearer token and name its user',
        response: { 200: verifyAnswer, 401: verifyRefusal },
      },
      config: { public: true },
    },
    async (req, reply) => {
      const token = bearerToken(req.headers.authorization);
      const user = token ? await authenticate(ctx, token) : null;
      if (!user) return reply.code(401).send({ status: 401 as const });
      return { status: 200 as const, user: { name: user.name, email: user.email } };
    },
  );

  app.post(
    '/logout',
    { schema: { summary: 'Sign out: revoke this token', response: { 200: doneAnswer } } },
    async (req) => {
      await logout(ctx, req.signedIn());
      return { error: false } as const;
    },
  );

  app.post(
    '/password',
    {
      schema: {
        summary: 'Change your own password (your other sessions are signed out)',
        body: changePasswordInput,
        response: { 200: doneAnswer },
      },
    },
    async (req) => {
      await changePassword(ctx, req.body, req.signedIn());
      return { error: false } as const;
    },
  );

  app.post(
    '/register',
    {
      schema: {
        summary: 'Register another admin',
        body: registerAdminInput,
        response: { 201: registerAdminAnswer, 409: errorAnswer },
      },
    },
    async (req, reply) => {
      const id = await registerAdmin(ctx, req.body, req.signedIn());
      return reply.code(201).send({ id });
    },
  );
};

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
