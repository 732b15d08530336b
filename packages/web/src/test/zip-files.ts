/**
 * Zip files made for tests: each entry's local header and central directory record state the sizes
 * given, with no data behind them, so a small file can claim to unpack to gigabytes. With `zip64`
 * the sizes go in Zip64 extra fields and the directory is found through the Zip64 end record.
 */
export function zipClaiming(
  entries: { name: string; size: number }[],
  options: { zip64?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  const encoder = new TextEncoder();
  for (const { name, size } of entries) {
    const nameBytes = encoder.encode(name);
    const extra = options.zip64 ? zip64Extra(size) : new Uint8Array(0);
    const stated = options.zip64 ? 0xffffffff : size;
    const local = new DataView(new ArrayBuffer(30 + nameBytes.length + extra.length));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, options.zip64 ? 45 : 20, true);
    local.setUint32(22, stated, true);
    local.setUint16(26, nameBytes.length, true);
    local.setUint16(28, extra.length, true);
    new Uint8Array(local.buffer).set(nameBytes, 30);
    new Uint8Array(local.buffer).set(extra, 30 + nameBytes.length);
    const central = new DataView(new ArrayBuffer(46 + nameBytes.length + extra.length));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, options.zip64 ? 45 : 20, true);
    central.setUint16(6, options.zip64 ? 45 : 20, true);
    central.setUint32(24, stated, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint16(30, extra.length, true);
    central.setUint32(42, offset, true);
    new Uint8Array(central.buffer).set(nameBytes, 46);
    new Uint8Array(central.buffer).set(extra, 46 + nameBytes.length);
    parts.push(new Uint8Array(local.buffer));
    directory.push(new Uint8Array(central.buffer));
    offset += local.byteLength;
  }
  const directorySize = directory.reduce((sum, d) => sum + d.byteLength, 0);
  const tail: Uint8Array[] = [];
  if (options.zip64) {
    const record = new DataView(new ArrayBuffer(56));
    record.setUint32(0, 0x06064b50, true);
    record.setBigUint64(4, 44n, true);
    record.setBigUint64(24, BigInt(entries.length), true);
    record.setBigUint64(32, BigInt(entries.length), true);
    record.setBigUint64(40, BigInt(directorySize), true);
    record.setBigUint64(48, BigInt(offset), true);
    const locator = new DataView(new ArrayBuffer(20));
    locator.setUint32(0, 0x07064b50, true);
    locator.setBigUint64(8, BigInt(offset + directorySize), true);
    locator.setUint32(16, 1, true);
    tail.push(new Uint8Array(record.buffer), new Uint8Array(locator.buffer));
  }
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, options.zip64 ? 0xffff : entries.length, true);
  end.setUint16(10, options.zip64 ? 0xffff : entries.length, true);
  end.setUint32(12, options.zip64 ? 0xffffffff : directorySize, true);
  end.setUint32(16, options.zip64 ? 0xffffffff : offset, true);
  tail.push(new Uint8Array(end.buffer));
  const all = [...parts, ...directory, ...tail];
  const bytes = new Uint8Array(all.reduce((sum, p) => sum + p.byteLength, 0));
  let at = 0;
  for (const part of all) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

function zip64Extra(size: number): Uint8Array {
  const extra = new DataView(new ArrayBuffer(12));
  extra.setUint16(0, 0x0001, true);
  extra.setUint16(2, 8, true);
  extra.setBigUint64(4, BigInt(size), true);
  return new Uint8Array(extra.buffer);
}
