import { booksMessages, reasonGiven } from '@trust/contract/books';

/** The one way a service says a request cannot be done; the error handler turns it into the error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new HttpError(400, message, issues ? { issues } : {});
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * The reason a void, a reset or a removal must give, from the JSON body or else `?reason=`; without
 * a good one the request is refused with the reason's own message, at path `reason`.
 */
export function requiredReason(body: { reason?: unknown } | null | undefined, query: { reason?: string }): string {
  const given = reasonGiven(body, query);
  if (given.success) return given.data;
  const message = given.error.issues[0]?.message ?? booksMessages.reasonRequired;
  throw badRequest(message, [{ path: 'reason', message }]);
}

/** What a request hears when the database's books guards refused its change to a payment row. */
export const BOOKS_GUARD_MESSAGE =
  'Payment records are never deleted or changed: void the receipt or reset the payment instead';
