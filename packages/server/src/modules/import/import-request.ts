/**
 * Where each row of an import request lies in its body, found without parsing the body whole: a
 * register of 50,000 members parsed at once held its text, its parsed tree and the schema's copy of
 * that tree at the same time, several hundred megabytes for a 50 MB body. The body stays bytes; each
 * row is parsed from its own slice when it is needed, and let go after.
 */

/** The byte ranges of the elements of the body's top-level `rows` array, and the body with each written as `0`. */
export interface RowSpans {
  starts: number[];
  ends: number[];
  /** The request around its rows: small, and parsed to check the JSON the rows sit in. */
  envelope: string;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

interface Span {
  start: number;
  end: number;
}

/**
 * The rows' places, when the body is an object with one key reading `rows` (in any case) whose value
 * is an array; null for any other body, which is then read whole, as any JSON. The slices are only
 * places: the envelope and each row must still parse as JSON, and when they all do the body does too.
 * UTF-8 never puts a quote or a backslash byte inside a longer character, so bytes are enough.
 */
export function findRowSpans(body: Uint8Array): RowSpans | null {
  let at = 0;
  while (at < body.length && isSpace(body[at] as number)) at++;
  if (body[at] !== OPEN_OBJECT) return null;
  let depth = 0;
  let isInString = false;
  let stringStart = 0;
  /** The last string closed at the top level, and the key whose value comes next there. */
  let lastString: Span | null = null;
  let valueKey: Span | null = null;
  let rowsDepth = -1;
  let rowsArrays = 0;
  let elementStart = -1;
  /** Just after the last byte that was not white space, so a row's slice leaves the spaces after it out. */
  let lastEnd = 0;
  const starts: number[] = [];
  const ends: number[] = [];
  for (; at < body.length; at++) {
    const byte = body[at] as number;
    if (isInString) {
      if (byte === BACKSLASH) at++;
      else if (byte === QUOTE) {
        isInString = false;
        lastEnd = at + 1;
        if (depth === 1) lastString = { start: stringStart, end: at + 1 };
      }
      continue;
    }
    if (isSpace(byte)) continue;
    if (depth === rowsDepth) {
      if (byte === COMMA || byte === CLOSE_ARRAY) {
        if (elementStart >= 0) {
          starts.push(elementStart);
          ends.push(lastEnd);
          elementStart = -1;
        }
        if (byte === CLOSE_ARRAY) rowsDepth = -1;
      } else if (elementStart < 0) elementStart = at;
    }
    lastEnd = at + 1;
    if (byte === QUOTE) {
      isInString = true;
      stringStart = at;
    } else if (byte === COLON && depth === 1) valueKey = lastString;
    else if (byte === COMMA && depth === 1) valueKey = null;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth++;
      if (depth === 2 && byte === OPEN_ARRAY && valueKey && isRowsKey(body, valueKey)) {
        rowsArrays++;
        rowsDepth = 2;
      }
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
      if (depth < 0) return null;
    }
  }
  if (isInString || depth !== 0 || rowsArrays !== 1 || rowsDepth >= 0) return null;
  return { starts, ends, envelope: envelopeOf(body, starts, ends) };
}

/** A top-level key that reads `rows` in any case, escapes included. */
function isRowsKey(body: Uint8Array, key: Span): boolean {
  if (key.end - key.start > 64) return false;
  try {
    const name: unknown = JSON.parse(Buffer.from(body.subarray(key.start, key.end)).toString('utf8'));
    return typeof name === 'string' && name.toLowerCase() === 'rows';
  } catch {
    return false;
  }
}

function envelopeOf(body: Uint8Array, starts: readonly number[], ends: readonly number[]): string {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < starts.length; i++) {
    parts.push(bytes.toString('utf8', from, starts[i]), '0');
    from = ends[i] as number;
  }
  parts.push(bytes.toString('utf8', from));
  return parts.join('');
}
