import { booksMessages, reasonGiven } from '@trust/contract/books';
import { codeOf, httpMessages } from '@trust/contract/error-codes';

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
export const BOOKS_GUARD_MESSAGE = httpMessages.booksGuard;

/** The error shape of a message, with its code and params, and each issue's (docs/api.md). */
export function errorBody(message: string, issues?: { path: string; message: string }[]) {
  return {
    error: true as const,
    message,
    ...codeOf(message),
    ...(issues ? { issues: issues.map((issue) => ({ ...issue, ...codeOf(issue.message) })) } : {}),
  };
}

/**
 * An answer a route wrote itself in the error shape (`{error: true, message}`), given its code:
 * every error answer carries one, whoever wrote it. Other answers pass as they are.
 */
export function withErrorCode(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const answer = payload as { error?: unknown; message?: unknown; code?: unknown; issues?: unknown };
  if (answer.error !== true || typeof answer.message !== 'string' || typeof answer.code === 'string') return payload;
  const issues = Array.isArray(answer.issues) ? (answer.issues as { path: string; message: string }[]) : undefined;
  return { ...answer, ...errorBody(answer.message, issues) };
}
