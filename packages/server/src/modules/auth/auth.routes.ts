import { doneAnswer, errorAnswer } from '@trust/contract/answers';
import {
  changePasswordInput,
  loginAnswer,
  loginInput,
  signedInAnswer,
  verifyAnswer,
  verifyRefusal,
} from '@trust/contract/auth';
import { userLanguageInput } from '@trust/contract/languages';
import { twoStepLoginInput } from '@trust/contract/two-step';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, changePassword, login, loginWithCode, logout, setOwnLanguage } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Sign-in attempts are limited per address and per account in the database (sign-in-limits.service.ts).
  app.post(
    '/login',
    {
      schema: {
        summary: 'Sign in with email and password; answers a bearer token, or a challenge for the second step',
        body: loginInput,
        response: { 200: loginAnswer, 401: errorAnswer, 429: errorAnswer },
      },
      config: { public: true },
    },
    async (req) => login(ctx, req.body, req.ip),
  );

  app.post(
    '/login/two-step',
    {
      schema: {
        summary: 'The second step of signing in: the challenge and a code from the app or a recovery code',
        body: twoStepLoginInput,
        response: { 200: signedInAnswer, 401: errorAnswer, 429: errorAnswer },
      },
      config: { public: true },
    },
    async (req) => loginWithCode(ctx, req.body, req.ip),
  );

  app.get(
    '/verify',
    {
      schema: {
        summary: 'Check a bearer token and name its user and role',
        response: { 200: verifyAnswer, 401: verifyRefusal },
      },
      config: { public: true },
    },
    async (req, reply) => {
      const token = bearerToken(req.headers.authorization);
      const user = token ? await authenticate(ctx, token) : null;
      if (!user) return reply.code(401).send({ status: 401 as const });
      return {
        status: 200 as const,
        user: { name: user.name, email: user.email, role: user.role, language: user.language },
        mustChangePassword: user.mustChangePassword,
        mustSetUpTwoStep: user.mustSetUpTwoStep,
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: { summary: 'Sign out: revoke this token', response: { 200: doneAnswer } },
      config: { role: 'VIEWER', accountSetup: true },
    },
    async (req) => {
      await logout(ctx, req.signedIn());
      return { error: false } as const;
    },
  );

  app.put(
    '/me/language',
    {
      schema: {
        summary: 'Set the language you see the app in: en (English) or hi (Hindi)',
        body: userLanguageInput,
        response: { 200: doneAnswer },
      },
      config: { role: 'VIEWER', accountSetup: true },
    },
    async (req) => {
      await setOwnLanguage(ctx, req.signedIn(), req.body.language);
      return { error: false } as const;
    },
  );

  app.post(
    '/password',
    {
      schema: {
        summary: 'Change your own password, a temporary one too (your other sessions are signed out)',
        body: changePasswordInput,
        response: { 200: doneAnswer, 429: errorAnswer },
      },
      config: { role: 'VIEWER', accountSetup: true },
    },
    async (req) => {
      await changePassword(ctx, req.body, req.signedIn(), req.ip);
      return { error: false } as const;
    },
  );
};

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
