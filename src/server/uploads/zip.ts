import zlib from 'node:zlib';

/**
 * Zip archives (XLSX workbooks are zips) read within hard limits, and written back uncompressed.
 * Nothing here trusts the sizes an archive declares: a crafted zip can say an entry unpacks to a
 * kilobyte and unpack to gigabytes, and a library that inflates an entry whole before it compares
 * the sizes (JSZip, under exceljs) has spent the memory by then. So every entry is inflated here,
 * streaming, and the inflation stops at the first byte past the entry's declared size, past the
 * cap on one entry, or past the cap on all of them together, whichever comes first.
 */

/** One entry as the archive's central directory lists it. */
export interface ZipRecord {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused. */
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  /** What the archive says the entry unpacks to: checked, never believed. */
  declaredSize: number;
  localHeaderAt: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Sizes and offsets of this value mean "see the zip64 record": no spreadsheet export needs them. */
const ZIP64 = 0xffffffff;
const ENCRYPTED = 0x1;
const UTF8_NAME = 0x800;

/**
 * The central directory's records, in order; `complete` is false when a record could not be read
 * (the ones before it are returned). Null when the archive has no end-of-directory record.
 */
export function readZipDirectory(bytes: Uint8Array): { records: ZipRecord[]; complete: boolean } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const records: ZipRecord[] = [];
  const utf8 = new TextDecoder();
  const cp437 = new TextDecoder('latin1');
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return { records, complete: false };
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    records.push({
      name: (flags & UTF8_NAME ? utf8 : cp437).decode(nameBytes),
      method: view.getUint16(at + 10, true),
      flags,
      crc32: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localHeaderAt: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { records, complete: true };
}

/** Why an archive was refused: too large once unpacked (or lying about it), or not readable at all. */
export class ZipRefusal extends Error {
  constructor(
    readonly reason: 'too-large' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'ZipRefusal';
  }
}

export interface UnzipLimits {
  /** Bytes one entry may unpack to. */
  maxEntryBytes: number;
  /** Bytes all the entries read may unpack to together. */
  maxTotalBytes: number;
  /** Entries the central directory may list (each costs a little even when skipped). */
  maxEntries: number;
}

/**
 * Inflates raw deflate data, stopping at the first chunk that takes the output past `cap`
 * (zlib hands out at most 16 KB at a time): null then. Streaming, so the event loop keeps
 * serving other requests while a large entry unpacks.
 */
function inflateAtMost(compressed: Uint8Array, cap: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.byteLength;
      if (size > cap) {
        settle(() => resolve(null));
        inflater.destroy();
        return;
      }
      chunks.push(chunk);
    });
    inflater.on('end', () => settle(() => resolve(Buffer.concat(chunks, size))));
    inflater.on('error', (error) => settle(() => reject(error)));
    inflater.end(compressed);
  });
}

/**
 * The entries `wanted` picks, unpacked, within `limits`. Refuses (ZipRefusal) an archive that
 * lists too many entries, an entry that unpacks to more than it declares or than the caps allow,
 * and anything damaged, encrypted, zip64 or compressed other than by deflate. Entries not wanted
 * are never inflated.
 */
export async function unzipWithin(bytes: Uint8Array, limits: UnzipLimits, wanted: (name: string) => boolean): Promise<Map<string, Uint8Array>> {
  const directory = readZipDirectory(bytes);
  if (!directory || !directory.complete) throw new ZipRefusal('unreadable', 'the zip directory cannot be read');
  if (directory.records.length > limits.maxEntries) throw new ZipRefusal('too-large', `the zip lists ${directory.records.length} entries`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = new Map<string, Uint8Array>();
  let total = 0;
  for (const record of directory.records) {
    if (record.name.endsWith('/') || !wanted(record.name) || entries.has(record.name)) continue;
    if (record.flags & ENCRYPTED) throw new ZipRefusal('unreadable', `${record.name} is encrypted`);
    if (record.declaredSize === ZIP64 || record.compressedSize === ZIP64 || record.localHeaderAt === ZIP64) throw new ZipRefusal('unreadable', `${record.name} needs zip64`);
    const at = record.localHeaderAt;
    if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) throw new ZipRefusal('unreadable', `${record.name} has no local header`);
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    if (start + record.compressedSize > bytes.byteLength) throw new ZipRefusal('unreadable', `${record.name} runs past the end of the file`);
    const data = bytes.subarray(start, start + record.compressedSize);

    // The tightest of the three bounds: the entry's own declaration, one entry, what is left.
    const cap = Math.min(record.declaredSize, limits.maxEntryBytes, limits.maxTotalBytes - total);
    let content: Uint8Array | null;
    if (record.method === 0) content = data.byteLength <= cap ? data : null;
    else if (record.method === 8) content = await inflateAtMost(data, cap).catch(() => {
      throw new ZipRefusal('unreadable', `${record.name} does not inflate`);
    });
    else throw new ZipRefusal('unreadable', `${record.name} uses compression method ${record.method}`);
    if (content === null) {
      const lied = record.declaredSize < Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total);
      throw new ZipRefusal('too-large', lied ? `${record.name} unpacks to more than the ${record.declaredSize} bytes it declares` : `${record.name} unpacks past the limit`);
    }
    if (content.byteLength !== record.declaredSize || zlib.crc32(content) !== record.crc32) throw new ZipRefusal('unreadable', `${record.name} is damaged`);
    total += content.byteLength;
    entries.set(record.name, content);
  }
  return entries;
}

/**
 * A zip of the entries, stored without compression: what exceljs is given to load, once the
 * entries were unpacked (and checked) here. Its sizes are true, so JSZip has nothing to inflate.
 */
export function storedZip(entries: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = encoder.encode(name);
    const crc = zlib.crc32(content);
    const local = new Uint8Array(30 + nameBytes.byteLength);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, LOCAL_HEADER, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, UTF8_NAME, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, content.byteLength, true);
    lv.setUint32(22, content.byteLength, true);
    lv.setUint16(26, nameBytes.byteLength, true);
    local.set(nameBytes, 30);
    const central = new Uint8Array(46 + nameBytes.byteLength);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, DIRECTORY_ENTRY, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, UTF8_NAME, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, content.byteLength, true);
    cv.setUint32(24, content.byteLength, true);
    cv.setUint16(28, nameBytes.byteLength, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    parts.push(local, content);
    directory.push(central);
    offset += local.byteLength + content.byteLength;
  }
  const directorySize = directory.reduce((n, c) => n + c.byteLength, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, END_OF_DIRECTORY, true);
  ev.setUint16(8, entries.size, true);
  ev.setUint16(10, entries.size, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...parts, ...directory, end]));
}
