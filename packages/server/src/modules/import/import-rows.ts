import {
  type Cells,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportProblem,
  type ImportRow,
  importMessages,
  importRequest,
  importRow,
  normaliseCells,
  type ParsedRow,
  parseDependentRow,
  parseMemberRow,
  parsePaymentRow,
} from '@trust/contract/import';
import { BodyChunks, findRowSpans, nextTurn, type PackedBody } from './import-request';

/**
 * An import request read and each row checked by the form's rules: the work that needs no database.
 * A register of 50,000 members takes seconds of it, so it is done a few rows at a time between the
 * server's other requests (import-reading.ts).
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

const NOT_JSON: RequestRefusal = { message: 'The request body is not valid JSON' };
const PROTOTYPE: RequestRefusal = { message: 'Object contains forbidden prototype property' };
/** The most issues a refusal lists. */
const MAX_ISSUES = 100;
/** Rows read between two turns of the server's other requests: a few milliseconds of its thread. */
export const ROWS_PER_TURN = 50;

/** The rows of a request that was read, taken a slice at a time. */
export interface RequestRows {
  count: number;
  /** The rows from `first` to before `end`, by the contract's `importRow`. */
  rowsAt(first: number, end: number): ImportRow[];
}

/**
 * The body of an import request: JSON, keys in any case, as the contract's `importRequest` describes.
 * Every row is read and checked once here, so a body with a bad row is refused before any verdict is
 * sent, but only its place in the body is kept (import-request.ts): `rowsAt` reads the rows again
 * when they are checked, so the request's rows are never all held as objects at once.
 */
export async function readImportRequest(
  bytes: Uint8Array | readonly Uint8Array[] | PackedBody,
): Promise<RequestRows | RequestRefusal> {
  const body = new BodyChunks(bytes);
  const spans = await findRowSpans(body);
  if (!spans) return readWholeRequest(body.text());
  if (PROTOTYPE_KEY.test(spans.envelope)) return PROTOTYPE;
  try {
    JSON.parse(spans.envelope);
  } catch {
    return NOT_JSON;
  }
  const count = spans.starts.length;
  const sizeProblem = count === 0 ? importMessages.noRows : count > IMPORT_MAX_ROWS ? importMessages.tooManyRows : null;
  if (sizeProblem) return { message: sizeProblem, issues: [{ path: 'rows', message: sizeProblem }] };
  const textOf = (index: number) => body.text(spans.starts[index], spans.ends[index]);
  const issues: { path: string; message: string }[] = [];
  for (let index = 0; index < count && issues.length < MAX_ISSUES; index++) {
    if (index % ROWS_PER_TURN === 0 && index > 0) await nextTurn();
    const text = textOf(index);
    if (PROTOTYPE_KEY.test(text)) return PROTOTYPE;
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch {
      return NOT_JSON;
    }
    const parsed = importRow.safeParse(row);
    if (!parsed.success) issues.push(...issuesOf(parsed.error.issues, ['rows', index]));
  }
  const [first] = issues;
  if (first) return { message: first.message, issues: issues.slice(0, MAX_ISSUES) };
  return {
    count,
    rowsAt: (first, end) =>
      Array.from({ length: Math.max(0, Math.min(end, count) - first) }, (_, i) =>
        importRow.parse(JSON.parse(textOf(first + i))),
      ),
  };
}

function issuesOf(issues: readonly { path: PropertyKey[]; message: string }[], under: PropertyKey[] = []) {
  return issues.map((issue) => ({ path: [...under, ...issue.path].map(String).join('.'), message: issue.message }));
}

/** Any other body, read whole as JSON: only requests that are not a list of rows come here. */
function readWholeRequest(text: string): RequestRows | RequestRefusal {
  if (PROTOTYPE_KEY.test(text)) return PROTOTYPE;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    body = Object.fromEntries(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
  }
  const parsed = importRequest.safeParse(body);
  if (parsed.success) {
    const { rows } = parsed.data;
    return { count: rows.length, rowsAt: (first, end) => rows.slice(first, end) };
  }
  const issues = issuesOf(parsed.error.issues).slice(0, MAX_ISSUES);
  return { message: issues[0]?.message ?? 'Invalid input', issues };
}

/** The rows from `first` to before `end` of a request, each checked alone by its form's rules. */
export function parseImportRows(
  request: RequestRows,
  kind: ImportKind,
  today: string,
  first = 0,
  end = request.count,
): ParsedImportRow[] {
  const parse = PARSERS[kind];
  const parsed: ParsedImportRow[] = [];
  const rows = request.rowsAt(first, end);
  for (const [offset, r] of rows.entries()) {
    const index = first + offset;
    const result = parse(normaliseCells(r.values), today);
    parsed.push(
      result.ok
        ? { row: r.row, index, problems: [], value: result.value }
        : { row: r.row, index, problems: result.problems },
    );
  }
  return parsed;
}
