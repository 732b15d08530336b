import { session } from './session';

/** A failed call: the HTTP status and the server's message (its one error shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function xsrfToken(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : '';
}

async function request(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (!SAFE_METHODS.has(method)) {
    const xsrf = xsrfToken();
    if (xsrf) headers['x-xsrf-token'] = xsrf;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached. Check the connection and try again.', null);
  }
  // A token the server no longer accepts (expired, signed out elsewhere): sign out here too.
  if (response.status === 401 && token && path !== 'login') {
    session.clear();
    window.location.assign('/login');
  }
  return response;
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const message =
      (body as { message?: string } | null)?.message ?? `The server answered ${response.status} ${response.statusText}`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

/** The one typed client of the web app: every screen talks to the server through these. */
export const api = {
  get: async <T>(path: string) => parse<T>(await request('GET', path)),
  post: async <T>(path: string, body?: unknown) => parse<T>(await request('POST', path, body ?? {})),
  put: async <T>(path: string, body?: unknown) => parse<T>(await request('PUT', path, body ?? {})),
  delete: async <T>(path: string) => parse<T>(await request('DELETE', path)),
  /** A text download (CSV), saved by the browser under `filename`. */
  download: async (path: string, filename: string) => {
    const response = await request('GET', path);
    if (!response.ok) await parse(response);
    const blob = await response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  },
};

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong';
}
