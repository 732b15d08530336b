import type { FastifyReply } from 'fastify';

/**
 * Answers whose rows the database wrote as JSON text (see jsonObjectText): the envelope is put
 * round them here, so the rows are never parsed into objects only to be stringified again.
 */

/** `{"data":[rows…],…rest}`; `rest` is a few small fields (an error flag, a total). */
export function dataJson(rows: readonly string[], rest: Record<string, unknown> = {}): string {
  const others = JSON.stringify(rest);
  return `{"data":[${rows.join(',')}]${others === '{}' ? '' : `,${others.slice(1, -1)}`}}`;
}

export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
