import { doneAnswer, errorAnswer } from '@trust/contract/answers';
import {
  passwordCheckInput,
  recoveryCodesAnswer,
  signInRules,
  twoStepConfirmInput,
  twoStepEnrolment,
  twoStepStatus,
} from '@trust/contract/two-step';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmTwoStep,
  newRecoveryCodesFor,
  signInRules as readSignInRules,
  saveSignInRules,
  startTwoStep,
  twoStepStatus as statusOf,
  turnOffTwoStep,
} from './two-step.service';

/** Each account sets up its own two-step sign-in; an admin decides whether admins must. */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const ownAccount = { role: 'VIEWER', accountSetup: true } as const;

  app.get(
    '/two-step',
    {
      schema: { summary: 'Your two-step sign-in: on or off, recovery codes left', response: { 200: twoStepStatus } },
      config: ownAccount,
    },
    async (req) => statusOf(ctx, req.signedIn()),
  );

  app.post(
    '/two-step/start',
    {
      schema: {
        summary: 'Start setting up two-step sign-in: the secret and its QR code for the app, shown this once',
        body: passwordCheckInput,
        response: { 200: twoStepEnrolment, 409: errorAnswer, 429: errorAnswer },
      },
      config: ownAccount,
    },
    async (req) => startTwoStep(ctx, req.body, req.signedIn(), req.ip),
  );

  app.post(
    '/two-step/confirm',
    {
      schema: {
        summary: 'Finish setting up with a code from the app; answers the ten recovery codes, shown this once',
        body: twoStepConfirmInput,
        response: { 200: recoveryCodesAnswer, 409: errorAnswer },
      },
      config: ownAccount,
    },
    async (req) => ({ recoveryCodes: await confirmTwoStep(ctx, req.body, req.signedIn()) }),
  );

  app.post(
    '/two-step/recovery-codes',
    {
      schema: {
        summary: 'Ten new recovery codes in place of the old ones, shown this once',
        body: passwordCheckInput,
        response: { 200: recoveryCodesAnswer, 409: errorAnswer, 429: errorAnswer },
      },
      config: ownAccount,
    },
    async (req) => ({ recoveryCodes: await newRecoveryCodesFor(ctx, req.body, req.signedIn(), req.ip) }),
  );

  app.post(
    '/two-step/off',
    {
      schema: {
        summary: 'Turn two-step sign-in off (not for admins while it is required)',
        body: passwordCheckInput,
        response: { 200: doneAnswer, 409: errorAnswer, 429: errorAnswer },
      },
      config: ownAccount,
    },
    async (req) => {
      await turnOffTwoStep(ctx, req.body, req.signedIn(), req.ip);
      return { error: false } as const;
    },
  );

  app.get(
    '/sign-in-rules',
    {
      schema: {
        summary: 'The sign-in rules: whether admins must use two-step sign-in',
        response: { 200: signInRules },
      },
      config: { role: 'ADMIN' },
    },
    async () => readSignInRules(ctx),
  );

  app.put(
    '/sign-in-rules',
    {
      schema: { summary: 'Set the sign-in rules', body: signInRules, response: { 200: doneAnswer } },
      config: { role: 'ADMIN' },
    },
    async (req) => {
      await saveSignInRules(ctx, req.body, req.signedIn());
      return { error: false } as const;
    },
  );
};
