import { ApiError, errorMessage } from '../../api/client';

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
