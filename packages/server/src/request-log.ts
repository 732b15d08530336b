import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One line per answered request (method, URL, status, milliseconds), where Fastify writes two (the
 * request, then its answer), each with its request or response object serialised, a cost paid on
 * every lookup at info level. Fastify's other lines stay.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactedUrl(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: redactedError(error) }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** The routes whose path holds what was searched for: a member's Aadhaar number may be among it. */
const SEARCH_ROUTES = new Set(['/api/master/:a/:b/:c']);
/** Query parameters that carry searched text. */
const SEARCH_PARAMETERS = new Set(['q', 'ticket']);

/**
 * Twelve digits or more in a row, with spaces, hyphens, dots or plus signs (as typed or
 * percent-encoded) between them: an Aadhaar number however it was written.
 */
const DIGIT_RUN = /[0-9](?:(?:[\s.+-]|%(?:20|2b|2d|2e|09))*[0-9]){11,}/gi;

/**
 * The URL as the request log keeps it: the search routes' path values and any searched text are
 * replaced with '…', and so is every run of twelve digits wherever it stands (a number typed into
 * any other path or query), so no Aadhaar number reaches a log.
 */
export function redactedUrl(request: Pick<FastifyRequest, 'url'> & { routeOptions: { url?: string } }): string {
  const [path = '', query] = request.url.split(/\?(.*)/s, 2);
  const route = request.routeOptions.url;
  const shownPath = route && SEARCH_ROUTES.has(route) ? route.replace(/:[a-z]+/gi, '…') : path;
  if (query === undefined) return shownPath.replace(DIGIT_RUN, '…');
  const params = [...new URLSearchParams(query)].map(([key, value]) =>
    SEARCH_PARAMETERS.has(key.toLowerCase()) ? `${key}=…` : `${key}=${encodeURIComponent(value)}`,
  );
  return `${shownPath}?${params.join('&')}`.replace(DIGIT_RUN, '…');
}

/**
 * An error as the log keeps it: its message, stack and other texts with every run of twelve digits
 * written '…', since a database's refusal may quote the value a URL carried.
 */
export function redactedError(error: Error): Record<string, unknown> {
  const hidden = (value: unknown) => (typeof value === 'string' ? value.replace(DIGIT_RUN, '…') : value);
  const fields = Object.entries(error).map(([key, value]) => [key, hidden(value)]);
  return {
    type: error.name,
    ...Object.fromEntries(fields),
    message: hidden(error.message),
    stack: hidden(error.stack),
  };
}
