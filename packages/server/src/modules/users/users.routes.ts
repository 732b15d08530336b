import { doneAnswer, errorAnswer } from '@trust/contract/answers';
import { registerAdminAnswer, registerAdminInput } from '@trust/contract/auth';
import { temporaryPasswordInput, updateUserInput, usersAnswer } from '@trust/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearAadhaarLookups } from '../aadhaar-lookups/aadhaar-lookups.service';
import { registerAdmin, resetTwoStep, setTemporaryPassword, updateUser, users } from './users.service';

const userId = z.object({
  id: z.coerce.number({ error: 'The user id must be a number' }).int().positive().max(2_147_483_647),
});

/** The staff's accounts: only an admin registers, lists and changes them. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const admin = { role: 'ADMIN' } as const;

  app.post(
    '/register',
    {
      schema: {
        summary: 'Register an account (Register An Admin) with a role: ADMIN, STAFF or VIEWER (STAFF unless given)',
        body: registerAdminInput,
        response: { 201: registerAdminAnswer, 409: errorAnswer },
      },
      config: admin,
    },
    async (req, reply) => {
      const id = await registerAdmin(ctx, req.body, req.signedIn());
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/users',
    {
      schema: { summary: 'Every staff account, with its role and status', response: { 200: usersAnswer } },
      config: admin,
    },
    async () => ({ data: await users(ctx) }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        summary: 'Change an account: its role, or disable or enable it (disabling signs it out at once)',
        params: userId,
        body: updateUserInput,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
      config: admin,
    },
    async (req) => {
      await updateUser(ctx, req.params.id, req.body, req.signedIn());
      return { error: false } as const;
    },
  );

  app.post(
    '/users/:id/password',
    {
      schema: {
        summary: 'Give an account a temporary password, to be changed at its next sign-in',
        params: userId,
        body: temporaryPasswordInput,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
      config: admin,
    },
    async (req) => {
      await setTemporaryPassword(ctx, req.params.id, req.body, req.signedIn());
      return { error: false } as const;
    },
  );

  app.delete(
    '/users/:id/aadhaar-lookups',
    {
      schema: {
        summary:
          "Clear an account's Aadhaar lookups, locked for the day by too many numbers that found nobody (audited)",
        params: userId,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
      config: admin,
    },
    async (req) => {
      await clearAadhaarLookups(ctx, req.params.id, req.signedIn());
      return { error: false } as const;
    },
  );

  app.delete(
    '/users/:id/two-step',
    {
      schema: {
        summary: "Turn off another account's two-step sign-in (a lost phone and lost recovery codes)",
        params: userId,
        response: { 200: doneAnswer, 404: errorAnswer, 409: errorAnswer },
      },
      config: admin,
    },
    async (req) => {
      await resetTwoStep(ctx, req.params.id, req.signedIn());
      return { error: false } as const;
    },
  );
};
