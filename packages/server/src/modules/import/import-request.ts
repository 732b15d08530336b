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
 * A request's body as the chunks it arrived in, read in place: joining them into one buffer held the
 * body twice until the request thread's next garbage collection (the chunks stay allocated until
 * then), 51 MB more for a register of 50,000 members.
 */
export class BodyChunks {
  readonly chunks: readonly Uint8Array[];
  /** Where each chunk starts in the body. */
  private readonly offsets: number[];
  readonly length: number;

  constructor(body: Uint8Array | readonly Uint8Array[]) {
    this.chunks = body instanceof Uint8Array ? [body] : body;
    this.offsets = [];
    let length = 0;
    for (const chunk of this.chunks) {
      this.offsets.push(length);
      length += chunk.length;
    }
    this.length = length;
  }

  /** The bytes from `start` to before `end` as UTF-8 text, wherever the chunks split them. */
  text(start = 0, end = this.length): string {
    const pieces: Buffer[] = [];
    let i = this.chunkAt(start);
    for (let at = start; at < end && i < this.chunks.length; i++) {
      const chunk = this.chunks[i] as Uint8Array;
      const offset = this.offsets[i] as number;
      const to = Math.min(end, offset + chunk.length);
      pieces.push(Buffer.from(chunk.buffer, chunk.byteOffset + (at - offset), to - at));
      at = to;
    }
    return pieces.length === 1 ? (pieces[0] as Buffer).toString('utf8') : Buffer.concat(pieces).toString('utf8');
  }

  /** The chunk that holds byte `at` (binary search over the chunks' offsets). */
  private chunkAt(at: number): number {
    let low = 0;
    let high = this.chunks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.offsets[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/**
 * The rows' places, when the body is an object with one key reading `rows` (in any case) whose value
 * is an array; null for any other body, which is then read whole, as any JSON. The slices are only
 * places: the envelope and each row must still parse as JSON, and when they all do the body does too.
 * UTF-8 never puts a quote or a backslash byte inside a longer character, so bytes are enough.
 */
export function findRowSpans(body: BodyChunks): RowSpans | null {
  let hasBegun = false;
  let depth = 0;
  let isInString = false;
  let isEscaped = false;
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
  let base = 0;
  for (const chunk of body.chunks) {
    for (let i = 0; i < chunk.length; i++) {
      const at = base + i;
      const byte = chunk[i] as number;
      if (isInString) {
        if (isEscaped) isEscaped = false;
        else if (byte === BACKSLASH) isEscaped = true;
        else if (byte === QUOTE) {
          isInString = false;
          lastEnd = at + 1;
          if (depth === 1) lastString = { start: stringStart, end: at + 1 };
        }
        continue;
      }
      if (isSpace(byte)) continue;
      if (!hasBegun) {
        if (byte !== OPEN_OBJECT) return null;
        hasBegun = true;
      }
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
    base += chunk.length;
  }
  if (!hasBegun || isInString || depth !== 0 || rowsArrays !== 1 || rowsDepth >= 0) return null;
  return { starts, ends, envelope: envelopeOf(body, starts, ends) };
}

/** A top-level key that reads `rows` in any case, escapes included. */
function isRowsKey(body: BodyChunks, key: Span): boolean {
  if (key.end - key.start > 64) return false;
  try {
    const name: unknown = JSON.parse(body.text(key.start, key.end));
    return typeof name === 'string' && name.toLowerCase() === 'rows';
  } catch {
    return false;
  }
}

function envelopeOf(body: BodyChunks, starts: readonly number[], ends: readonly number[]): string {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < starts.length; i++) {
    parts.push(body.text(from, starts[i]), '0');
    from = ends[i] as number;
  }
  parts.push(body.text(from));
  return parts.join('');
}
