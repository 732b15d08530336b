import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/**
 * The answers Fastify and Node.js write themselves, before any route or error handler runs, given
 * the app's one error shape `{"error": true, "message": …}` like every other failure.
 */

/**
 * What Fastify meets before routing: an address it cannot decode ('/%c0%ae'), or, were the routes to
 * use them, a parameter over its length or a failing constraint.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid'
      : status >= 500
        ? 'Something went wrong on the server. Please try again.'
        : error.message;
  void reply.code(status).send(errorBody(message));
}

/**
 * A request Node.js could not read: headers (the address among them) over its 16 KB, a request that
 * took too long to arrive, or one that is not HTTP. The socket is closed after the answer.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The address or the headers of the request are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request could not be read'];
  const body = JSON.stringify(errorBody(message));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * While the server closes (a restart), requests still arriving on open connections are turned away
 * with a 503 in the error shape; Fastify's own 503 has a shape of its own, so it is switched off.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!isClosing) return;
    reply.header('connection', 'close');
    return reply.code(503).send(errorBody('The server is restarting. Please try again in a moment.'));
  });
}
