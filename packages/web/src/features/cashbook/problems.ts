import { ApiError, errorMessage } from '../../api/client';
import { errorText } from '../../i18n/catalogue';

/** What a form shows after a refusal: the message at the top, and each field's own beside it. */
export interface Problems {
  message: string | null;
  fields: Record<string, string>;
}

export const NO_PROBLEMS: Problems = { message: null, fields: {} };

/** Issues as the server and the contract's schemas give them, by their dotted path ('counted.CASH'). */
export function byPath(issues: readonly { path: string | readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

/** A refused call as a form shows it. */
export function problemsOf(error: unknown): Problems {
  const issues = error instanceof ApiError ? error.issues : [];
  return { message: errorMessage(error), fields: byPath(issues) };
}

/**
 * A field's problem in the language shown: the contract's checks run in the browser give it in
 * English, the server's come already shown (errorText leaves a text it does not know as it is).
 */
export const shown = (message: string | undefined) => (message ? errorText(message) : undefined);
