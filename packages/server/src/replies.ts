import { Readable } from 'node:stream';
import { csvFile } from '@trust/contract/answers';
import { CSV_BOM, csvLine } from '@trust/contract/report';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * The answers a route writes itself instead of through Fastify's serializer: CSV downloads and
 * documents streamed as they are read. Their schemas still document them in the API reference.
 */

/** A list or report answered as JSON, or as its CSV with `format=csv`. */
export function jsonOrCsv(json: z.ZodType) {
  return { 200: { content: { 'application/json': { schema: json }, 'text/csv': { schema: csvFile } } } };
}

/** A route that answers only a CSV. */
export const csvOnly = { 200: { content: { 'text/csv': { schema: csvFile } } } };

/** The reply a streamed or ready-made body is sent on: its schema describes it, the body is written as it is. */
export function raw(reply: FastifyReply) {
  return reply as unknown as { send(body: string | Readable): FastifyReply };
}

/** A CSV download, whole or streamed, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, body: string | Readable) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  return raw(reply).send(body);
}

/** A CSV as every report writes it: byte-order mark, heading row, one line per row. */
export function csvText(columns: readonly string[], lines: readonly (string | number)[][]): string {
  return CSV_BOM + csvLine(columns) + lines.map(csvLine).join('');
}

/** A JSON document produced piece by piece (a year's report), sent as it is made. */
export function sendJsonStream(reply: FastifyReply, body: AsyncIterable<string>) {
  reply.type('application/json; charset=utf-8');
  return raw(reply).send(Readable.from(body));
}
