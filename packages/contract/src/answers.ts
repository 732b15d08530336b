import { z } from 'zod';

/**
 * The envelopes every answer of the API comes in, defined once (docs/api.md). The server declares
 * each route's answers with them, so Fastify writes exactly these keys, and the web app reads its
 * answers with the same schemas.
 */

/** What a message was made with (`{id: '1042'}`), for its text in another language. */
const errorParams = z.record(z.string(), z.string());

/** A field at fault: where, the English message, and its code and params as the answer's (error-codes.ts). */
export const inputIssue = z.object({ path: z.string(), message: z.string(), code: z.string(), params: errorParams });

/**
 * The one error shape: every 4xx and 5xx answer. `code` names the English `message` in the
 * contract's messages (`auth.loginFailed`; `unlisted` for one it does not have), so a browser shows
 * it in the user's language (error-codes.ts).
 */
export const errorAnswer = z
  .object({
    error: z.literal(true),
    message: z.string(),
    code: z.string(),
    params: errorParams,
    issues: z.array(inputIssue).optional(),
  })
  .meta({
    id: 'ErrorAnswer',
    description: 'The error shape: a message for people, its stable code and values, and the fields at fault',
  });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** `{data: [...]}`; `total` (how many there are in all) when a page of the list was asked for. */
export function listAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), total: z.number().int().optional() });
}

/** `{data: [...], total}`: a page of a list that is always paged. */
export function pageAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), total: z.number().int() });
}

/**
 * A lookup by key: `{error: false, data: [row]}`, or `{error: true, data: []}` when nothing is found
 * (answered with 200, as the clients of the old system expect). Some lookups leave out `error` when
 * they find the row.
 */
export function lookupAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({ error: z.boolean().optional(), data: z.array(row) });
}

/** A change that went through: `{error: false}`. */
export const doneAnswer = z.object({ error: z.literal(false) });
export type DoneAnswer = z.infer<typeof doneAnswer>;

/** A record was created: its key. */
export function createdAnswer<Key extends z.ZodType>(key: Key) {
  return z.object({ id: key });
}

/** A payment or record was taken: its key and the number its receipt prints. */
export const receiptAnswer = z.object({ id: z.number().int(), receipt_no: z.string() });
export type ReceiptAnswer = z.infer<typeof receiptAnswer>;

/** A file download (CSV): its text, written as it is read from the database. */
export const csvFile = z.string().meta({ description: 'UTF-8 text with a byte-order mark, a header row first' });

/** `GET docs/openapi.json`: the API's own OpenAPI 3.1 document, every operation with its answers. */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
