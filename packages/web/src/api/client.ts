import type { z } from 'zod';
import { errorText } from '../i18n/catalogue';
import { session } from './session';

interface CodedMessage {
  message: string;
  code?: string;
  params?: Record<string, string>;
}

/**
 * A failed call: the HTTP status and the server's message (its one error shape). `message` stays
 * the English (screens compare it with the contract's); `shown` is it in the user's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }

  get shown(): string {
    const { code, params } = (this.body ?? {}) as Partial<CodedMessage>;
    return errorText(this.message, code, params);
  }

  /** The fields the server found at fault (the error shape's issues), in the user's language, for a form to show beside each. */
  get issues(): { path: string; message: string }[] {
    const issues = (this.body as { issues?: unknown } | null)?.issues;
    if (!Array.isArray(issues)) return [];
    return (issues as (CodedMessage & { path: string })[]).map((issue) => ({
      path: issue.path,
      message: errorText(issue.message, issue.code, issue.params),
    }));
  }
}

/**
 * What a call answers, as the contract declares it: the schema the answer is read with, or a loader
 * of it, for the sign-in screen, which loads no schema until it is used.
 */
export type Answer<S extends z.ZodType> = S | (() => Promise<S>) | Unchecked<S>;

declare const answerType: unique symbol;
/** An answer typed by the contract's schema but not read with it (see `uncheckedAnswer`). */
export interface Unchecked<S extends z.ZodType> {
  readonly unchecked: true;
  readonly [answerType]?: S;
}

const UNCHECKED: Unchecked<z.ZodType> = { unchecked: true };

/**
 * For the one answer every screen shows before anyone signs in (the trust's settings): typed by the
 * contract's schema, but not read with it, since reading it would load the schema library (zod,
 * about 28 KB gzipped) with the sign-in screen, whose JavaScript has a budget of 150 KB.
 */
export function uncheckedAnswer<S extends z.ZodType>(): Unchecked<S> {
  return UNCHECKED as Unchecked<S>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

const UNREADABLE = 'The server sent an answer this screen cannot read. Reload the page and try again.';

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
  if (response.status === 401 && token && !path.startsWith('login')) session.leaveForLogin();
  return response;
}

/** The answer's body; a failure (any status but 2xx) becomes an ApiError with the server's message. */
async function body(response: Response): Promise<unknown> {
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    const message =
      (parsed as { message?: string } | null)?.message ??
      `The server answered ${response.status} ${response.statusText}`;
    throw new ApiError(response.status, message, parsed);
  }
  return parsed;
}

/** The answer read with its schema: what the screens get is what the contract says it is. */
async function read<S extends z.ZodType>(response: Response, answer: Answer<S>): Promise<z.output<S>> {
  const data = await body(response);
  if (answer === UNCHECKED) return data as z.output<S>;
  const schema = typeof answer === 'function' ? await answer() : (answer as S);
  const checked = schema.safeParse(data);
  if (!checked.success) throw new ApiError(response.status, UNREADABLE, data);
  return checked.data;
}

/** The one client of the web app: every screen talks to the server through these. */
export const api = {
  get: async <S extends z.ZodType>(path: string, answer: Answer<S>) => read(await request('GET', path), answer),
  post: async <S extends z.ZodType>(path: string, input: unknown, answer: Answer<S>) =>
    read(await request('POST', path, input ?? {}), answer),
  put: async <S extends z.ZodType>(path: string, input: unknown, answer: Answer<S>) =>
    read(await request('PUT', path, input ?? {}), answer),
  /** A DELETE; a void, a reset or a removal sends its reason as the JSON body (`{reason}`). */
  delete: async <S extends z.ZodType>(path: string, answer: Answer<S>, input?: unknown) =>
    read(await request('DELETE', path, input), answer),
  /** A text download (CSV), saved by the browser under `filename`. */
  download: async (path: string, filename: string) => {
    const response = await request('GET', path);
    if (!response.ok) await body(response);
    saveFile(await response.blob(), filename);
  },
};

/** Has the browser save `blob` as a download named `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.shown;
  return error instanceof Error ? error.message : 'Something went wrong';
}
