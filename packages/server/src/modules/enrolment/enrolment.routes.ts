import {
  COVER_CHANGE_COLUMNS,
  coverChangeLines,
  coverChangesAnswer,
  coverChangesQuery,
  ENROLMENT_COLUMNS,
  enrolmentAnswer,
  enrolmentLines,
  enrolmentQuery,
} from '@trust/contract/season';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvText, jsonOrCsv, sendCsv } from '../../replies';
import { coverChanges, enrolment } from './enrolment.service';

/**
 * The lists the mediclaim insurer asks for: everyone covered in a policy year (1 May to 30 April),
 * and who was added to or taken off cover between two days of one.
 */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/reports/mediclaim-enrolment',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'Everyone covered by mediclaim in a policy year: each covered member and its dependents (JSON, or CSV with format=csv)',
        querystring: enrolmentQuery,
        response: jsonOrCsv(enrolmentAnswer),
      },
    },
    async (req, reply) => {
      const answer = await enrolment(ctx, req.query.year);
      if (req.query.format === 'csv') {
        const name = `mediclaim-enrolment-${answer.fromDate}-to-${answer.toDate}.csv`;
        return sendCsv(reply, name, csvText(ENROLMENT_COLUMNS, enrolmentLines(answer.data)));
      }
      return answer;
    },
  );

  app.get(
    '/reports/mediclaim-changes',
    {
      config: { role: 'VIEWER' },
      schema: {
        summary:
          'Persons added to and removed from mediclaim cover between two days of one policy year (JSON, or CSV with format=csv)',
        querystring: coverChangesQuery,
        response: jsonOrCsv(coverChangesAnswer),
      },
    },
    async (req, reply) => {
      const answer = await coverChanges(ctx, req.query);
      if (req.query.format === 'csv') {
        const name = `mediclaim-changes-${req.query.fromDate}-to-${req.query.toDate}.csv`;
        return sendCsv(reply, name, csvText(COVER_CHANGE_COLUMNS, coverChangeLines(answer.data)));
      }
      return answer;
    },
  );
};
