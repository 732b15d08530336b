/**
 * What a zip file (an .xlsx is one) would unpack to: the sum of its entries' uncompressed sizes as
 * its central directory states them, read from the end of the file without unpacking anything, so a
 * workbook that would fill the browser's memory is refused before a parser opens it. Zip64 sizes
 * (over 4 GB) are read from their extra field. Null when the file has no readable central directory.
 */
export async function unpackedSize(file: Blob): Promise<number | null> {
  const directory = await centralDirectory(file);
  if (!directory) return null;
  const { bytes, entries } = directory;
  const view = new DataView(bytes);
  let at = 0;
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + CENTRAL_HEADER > view.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const size = view.getUint32(at + 24, true);
    const extraAt = at + CENTRAL_HEADER + nameLength;
    if (extraAt + extraLength > view.byteLength) return null;
    total += size === MAX_32 ? (zip64Size(view, extraAt, extraLength) ?? size) : size;
    at = extraAt + extraLength + commentLength;
  }
  return total;
}

const END_SIGNATURE = 0x06054b50;
const END_RECORD = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR = 20;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_END_RECORD = 56;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER = 46;
const ZIP64_EXTRA = 0x0001;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
/** The end record ends the file, after a comment of at most 65,535 bytes. */
const LONGEST_TAIL = END_RECORD + MAX_16;

async function bytesOf(file: Blob, start: number, end: number): Promise<ArrayBuffer> {
  return file.slice(start, end).arrayBuffer();
}

function uint64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
}

/** The central directory's bytes and its number of entries, from the end record (or its Zip64 form). */
async function centralDirectory(file: Blob): Promise<{ bytes: ArrayBuffer; entries: number } | null> {
  const tailStart = Math.max(0, file.size - LONGEST_TAIL);
  const tail = new DataView(await bytesOf(file, tailStart, file.size));
  let end = -1;
  for (let at = tail.byteLength - END_RECORD; at >= 0; at--) {
    if (tail.getUint32(at, true) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  let entries = tail.getUint16(end + 10, true);
  let size = tail.getUint32(end + 12, true);
  let offset = tail.getUint32(end + 16, true);
  if (entries === MAX_16 || size === MAX_32 || offset === MAX_32) {
    const locator = end - ZIP64_LOCATOR;
    if (locator < 0 || tail.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) return null;
    const recordAt = uint64(tail, locator + 8);
    if (recordAt + ZIP64_END_RECORD > file.size) return null;
    const record = new DataView(await bytesOf(file, recordAt, recordAt + ZIP64_END_RECORD));
    if (record.getUint32(0, true) !== ZIP64_END_SIGNATURE) return null;
    entries = uint64(record, 32);
    size = uint64(record, 40);
    offset = uint64(record, 48);
  }
  // A directory said to lie beyond the file's end is not one: nothing is read past it.
  if (offset + size > file.size) return null;
  return { bytes: await bytesOf(file, offset, offset + size), entries };
}

/** The uncompressed size in an entry's Zip64 extra field, which comes first in it when the header's is 0xFFFFFFFF. */
function zip64Size(view: DataView, extraAt: number, extraLength: number): number | null {
  let at = extraAt;
  while (at + 4 <= extraAt + extraLength) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA && length >= 8) return uint64(view, at + 4);
    at += 4 + length;
  }
  return null;
}
