import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/**
 * An answer whose `key` holds a long list (a payroll list's 10,000 lines), written a slice of the
 * list at a time with a turn of the event loop between slices: serialised in one go it held every
 * other request. The route's response schema documents it; the objects must hold only its fields.
 */
export function sendJsonInSlices<T extends object>(reply: FastifyReply, value: T, key: keyof T & string) {
  return sendJsonStream(reply, jsonInSlices(value, key));
}

const JSON_SLICE = 200;

async function* jsonInSlices<T extends object>(value: T, key: keyof T & string): AsyncGenerator<string> {
  const { [key]: list, ...rest } = value;
  const head = JSON.stringify(rest);
  yield `${head.slice(0, -1)}${head === '{}' ? '' : ','}${JSON.stringify(key)}:[`;
  const items = list as unknown[];
  for (let first = 0; first < items.length; first += JSON_SLICE) {
    if (first > 0) await nextTurn();
    yield (first > 0 ? ',' : '') +
      items
        .slice(first, first + JSON_SLICE)
        .map((item) => JSON.stringify(item))
        .join(',');
  }
  yield ']}';
}

/** A JSON document produced piece by piece (a year's report), sent as it is made. */
export function sendJsonStream(reply: FastifyReply, body: AsyncIterable<string>) {
  reply.type('application/json; charset=utf-8');
  return raw(reply).send(Readable.from(body));
}
