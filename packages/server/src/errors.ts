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
