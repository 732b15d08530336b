/**
 * Where each row of an import request lies in its body, found without parsing the body whole: a
 * register of 50,000 members parsed at once held its text, its parsed tree and the schema's copy of
 * that tree at the same time, several hundred megabytes for a 50 MB body. The body stays bytes; each
 * row is parsed from its own slice when it is needed, and let go after.
 */

import { inflateRawSync } from 'node:zlib';

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
 * A request's body kept deflated, a block of about a megabyte at a time, as the import routes read it
 * (import.routes.ts): a register of 50,000 members is 51 MB of JSON but 7 MB deflated, and the
 * server held the whole of it, raw, until the import's last row was written.
 */
export interface PackedBody {
  /** Each block deflated on its own (raw deflate), so each can be inflated without the others. */
  packed: readonly Uint8Array[];
  /** Each block's length inflated. */
  sizes: readonly number[];
}

export function isPackedBody(body: unknown): body is PackedBody {
  return typeof body === 'object' && body !== null && 'packed' in body && 'sizes' in body;
}

/** Blocks kept inflated at once: a row that straddles two blocks is read without inflating either twice. */
const INFLATED_BLOCKS = 2;

/**
 * A request's body as the blocks it is kept in, read in place: the chunks it arrived in, or the
 * deflated blocks of a `PackedBody`, each inflated when it is read and let go when two others have
 * been read since. The body is read from start to end (its rows' places, then the rows), so each
 * block is inflated about once a pass. Joining the chunks into one buffer held the body twice.
 */
export class BodyChunks {
  /** Where each block starts in the body. */
  private readonly offsets: number[];
  readonly length: number;
  private readonly readBlock: (index: number) => Uint8Array;
  private readonly inflated = new Map<number, Uint8Array>();

  constructor(body: Uint8Array | readonly Uint8Array[] | PackedBody) {
    let sizes: readonly number[];
    if (isPackedBody(body)) {
      sizes = body.sizes;
      this.readBlock = (index) => inflateRawSync(body.packed[index] as Uint8Array);
    } else {
      const chunks = body instanceof Uint8Array ? [body] : body;
      sizes = chunks.map((chunk) => chunk.length);
      this.readBlock = (index) => chunks[index] as Uint8Array;
    }
    this.offsets = [];
    let length = 0;
    for (const size of sizes) {
      this.offsets.push(length);
      length += size;
    }
    this.length = length;
  }

  get blockCount(): number {
    return this.offsets.length;
  }

  /** The bytes of block `index`, inflated if they are kept deflated. */
  block(index: number): Uint8Array {
    const kept = this.inflated.get(index);
    if (kept) return kept;
    const bytes = this.readBlock(index);
    this.inflated.set(index, bytes);
    // A Map iterates in the order its keys were set: the first is the block read longest ago.
    if (this.inflated.size > INFLATED_BLOCKS) this.inflated.delete(this.inflated.keys().next().value as number);
    return bytes;
  }

  /** The bytes from `start` to before `end` as UTF-8 text, wherever the blocks split them. */
  text(start = 0, end = this.length): string {
    const pieces: Buffer[] = [];
    let i = this.blockAt(start);
    for (let at = start; at < end && i < this.blockCount; i++) {
      const block = this.block(i);
      const offset = this.offsets[i] as number;
      const to = Math.min(end, offset + block.length);
      pieces.push(Buffer.from(block.buffer, block.byteOffset + (at - offset), to - at));
      at = to;
    }
    return pieces.length === 1 ? (pieces[0] as Buffer).toString('utf8') : Buffer.concat(pieces).toString('utf8');
  }

  /** The block that holds byte `at` (binary search over the blocks' offsets). */
  private blockAt(at: number): number {
    let low = 0;
    let high = this.offsets.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.offsets[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

/**
 * Lets the server's other requests run: reading a register of 50,000 members takes seconds of the
 * thread, done between them a block or a few rows at a time.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The rows' places, when the body is an object with one key reading `rows` (in any case) whose value
 * is an array; null for any other body, which is then read whole, as any JSON. The slices are only
 * places: the envelope and each row must still parse as JSON, and when they all do the body does too.
 * UTF-8 never puts a quote or a backslash byte inside a longer character, so bytes are enough. Other
 * requests run between two blocks.
 */
export async function findRowSpans(body: BodyChunks): Promise<RowSpans | null> {
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
  for (let b = 0; b < body.blockCount; b++) {
    const chunk = body.block(b);
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
    await nextTurn();
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
