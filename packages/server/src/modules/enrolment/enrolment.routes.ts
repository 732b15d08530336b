import { csvFile } from '@trust/contract/answers';
import { CSV_BOM, csvLine } from '@trust/contract/report';
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
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { coverChanges, enrolment } from './enrolment.service';

function jsonOrCsv(json: z.ZodType) {
  return { 200: { content: { 'application/json': { schema: json }, 'text/csv': { schema: csvFile } } } };
}

/** A CSV as the other reports write it: byte-order mark, header row, one line per row. */
function sendCsv(reply: FastifyReply, filename: string, columns: readonly string[], lines: (string | number)[][]) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  // The schema of each content type documents the answer; the text is written as it is.
  return (reply as unknown as { send(body: string): FastifyReply }).send(
    CSV_BOM + csvLine(columns) + lines.map(csvLine).join(''),
  );
}

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
        return sendCsv(reply, name, ENROLMENT_COLUMNS, enrolmentLines(answer.data));
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
        return sendCsv(reply, name, COVER_CHANGE_COLUMNS, coverChangeLines(answer.data));
      }
      return answer;
    },
  );
};
