import { Readable } from 'node:stream';
import { errorAnswer, pageAnswer } from '@trust/contract/answers';
import { paramText } from '@trust/contract/fields';
import {
  handSentInput,
  memberRemindersAnswer,
  optOutsAnswer,
  optOutsInput,
  outboxQuery,
  outboxRow,
  previewAnswer,
  previewQuery,
  reminderRun,
  retryAnswer,
  runAnswer,
  runsQuery,
  scheduleAnswer,
  scheduleInput,
} from '@trust/contract/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvOnly, sendCsv } from '../../replies';
import {
  changeOptOuts,
  logHandSent,
  memberReminders,
  optOuts,
  outbox,
  outboxCsv,
  retryFailed,
  runs,
} from './reminder-log.service';
import { sendTurnNow } from './reminder-sender.service';
import { scheduleAnswer as answerSchedule, changeSchedule, preview, runReminders } from './reminders.service';

const idParam = z.object({ id: paramText(50).min(1) });

/**
 * The Reminders screen's API and a member's reminders. Anyone signed in reads; an admin changes the
 * schedule, runs it and retries failures; staff log hand-sent reminders and set opt-outs.
 */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/reminders/schedule',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "Each kind's reminder schedule, the time of the daily run, and which channels are configured",
        response: { 200: scheduleAnswer },
      },
    },
    async () => answerSchedule(ctx),
  );

  app.put(
    '/reminders/schedule',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'Switch reminders on or off and set their days and channels, per kind (audited)',
        body: scheduleInput,
        response: { 200: scheduleAnswer },
      },
    },
    async (req) => {
      await changeSchedule(ctx, req.body, req.signedIn());
      return answerSchedule(ctx);
    },
  );

  app.get(
    '/reminders/preview',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'What a run today would send and skip, by kind, day and channel, and the list; nothing is written',
        querystring: previewQuery,
        response: { 200: previewAnswer },
      },
    },
    async (req) => preview(ctx, req.query),
  );

  app.post(
    '/reminders/run',
    {
      config: { role: 'ADMIN' },
      schema: {
        summary: 'Queue the reminders of the kinds switched on that are due today, now, and start sending them',
        response: { 200: runAnswer },
      },
    },
    async (req) => {
      const run = await runReminders(ctx, { trigger: 'now', by: req.signedIn().name, dueAt: null });
      return { ...run, sentNow: await sendTurnNow(ctx) };
    },
  );

  app.get(
    '/reminders/runs',
    {
      config: { role: 'VIEWER' },
      schema: { summary: 'The runs, newest first', querystring: runsQuery, response: { 200: pageAnswer(reminderRun) } },
    },
    async (req) => runs(ctx, req.query),
  );

  app.get(
    '/reminders/outbox',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'Every reminder and e-mailed receipt with its state, newest first, filtered and paged',
        querystring: outboxQuery,
        response: { 200: pageAnswer(outboxRow) },
      },
    },
    async (req) => outbox(ctx, req.query),
  );

  app.get(
    '/reminders/outbox.csv',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'The outbox as CSV, with the same filters (limit and offset are ignored)',
        querystring: outboxQuery,
        response: csvOnly,
      },
    },
    async (req, reply) => {
      const { limit: _limit, offset: _offset, ...filters } = req.query;
      return sendCsv(reply, 'reminders.csv', Readable.from(outboxCsv(ctx, filters)));
    },
  );

  app.post(
    '/reminders/retry-failed',
    {
      config: { role: 'ADMIN' },
      schema: { summary: 'Queue every failed reminder again for three more attempts', response: { 200: retryAnswer } },
    },
    async (req) => ({ requeued: await retryFailed(ctx, req.signedIn()) }),
  );

  app.get(
    '/members/:id/reminders',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: "The member's reminders, newest first (the latest 100)",
        params: idParam,
        response: { 200: memberRemindersAnswer, 404: errorAnswer },
      },
    },
    async (req) => ({ data: await memberReminders(ctx, req.params.id) }),
  );

  app.post(
    '/members/:id/reminders/hand-sent',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Log a reminder sent by hand: a WhatsApp chat opened from the app, or a letter',
        params: idParam,
        body: handSentInput,
        response: { 200: outboxRow, 404: errorAnswer },
      },
    },
    async (req) => logHandSent(ctx, req.params.id, req.body, req.signedIn()),
  );

  app.get(
    '/members/:id/reminder-opt-outs',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary: 'The channels the member gets no reminders by, with who set each and when',
        params: idParam,
        response: { 200: optOutsAnswer, 404: errorAnswer },
      },
    },
    async (req) => ({ data: await optOuts(ctx, req.params.id) }),
  );

  app.put(
    '/members/:id/reminder-opt-outs',
    {
      config: { role: 'STAFF' },
      schema: {
        summary: 'Set the channels the member gets no reminders by; the others are allowed again (audited)',
        params: idParam,
        body: optOutsInput,
        response: { 200: optOutsAnswer, 404: errorAnswer },
      },
    },
    async (req) => ({ data: await changeOptOuts(ctx, req.params.id, req.body.channels, req.signedIn()) }),
  );
};
