import {
  type Cells,
  type ImportKind,
  type ImportProblem,
  type ImportRow,
  importRequest,
  normaliseCells,
  type ParsedRow,
  parseDependentRow,
  parseMemberRow,
  parsePaymentRow,
} from '@trust/contract/import';

/**
 * An import request read and each row checked by the form's rules: the work that needs no database,
 * done in a worker thread (import-thread.ts) because a register of 50,000 members takes seconds of it.
 */

/** A row of the file after the form's rules: its line, its place in the request, and its problems or its value. */
export interface ParsedImportRow<T = unknown> {
  row: number;
  index: number;
  problems: ImportProblem[];
  value?: T;
}

/** Why a request's body cannot be read at all, in the error answer's words. */
export interface RequestRefusal {
  message: string;
  issues?: { path: string; message: string }[];
}

const PARSERS: Record<ImportKind, (cells: Cells, today: string) => ParsedRow<unknown>> = {
  members: parseMemberRow,
  dependents: (cells) => parseDependentRow(cells),
  payments: (cells) => parsePaymentRow(cells),
};

/** A key JSON.parse would make into an object's prototype; Fastify's own parser refuses them too. */
const PROTOTYPE_KEY = /"(?:__proto__|constructor)"\s*:/;

/** The body of an import request: JSON, keys in any case, as the contract's `importRequest` describes. */
export function readImportRequest(text: string): { rows: ImportRow[] } | RequestRefusal {
  if (PROTOTYPE_KEY.test(text)) return { message: 'Object contains forbidden prototype property' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { message: 'The request body is not valid JSON' };
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    body = Object.fromEntries(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
  }
  const parsed = importRequest.safeParse(body);
  if (parsed.success) return { rows: parsed.data.rows };
  const issues = parsed.error.issues.slice(0, 100).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return { message: issues[0]?.message ?? 'Invalid input', issues };
}

/** The rows from `first` to before `end` of a request, each checked alone by its form's rules. */
export function parseImportRows(
  rows: readonly ImportRow[],
  kind: ImportKind,
  today: string,
  first = 0,
  end = rows.length,
): ParsedImportRow[] {
  const parse = PARSERS[kind];
  const parsed: ParsedImportRow[] = [];
  for (let index = first; index < Math.min(end, rows.length); index++) {
    const r = rows[index] as ImportRow;
    const result = parse(normaliseCells(r.values), today);
    parsed.push(
      result.ok
        ? { row: r.row, index, problems: [], value: result.value }
        : { row: r.row, index, problems: result.problems },
    );
  }
  return parsed;
}
