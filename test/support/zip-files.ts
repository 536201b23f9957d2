import { once } from 'node:events';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipWithin } from '../../src/server/uploads/zip.js';

/**
 * Crafted workbooks for the upload attacks of issue 25: zip entries that lie about their sizes,
 * and sheets whose few bytes name ranges of billions of cells. Built here, never stored.
 */

/** A deflated entry as it goes into a zip: its compressed bytes, its true size and CRC. */
export interface Deflated {
  compressed: Buffer;
  size: number;
  crc: number;
}

/** `unit` repeated until `size` bytes, deflated as a stream (the whole never sits in memory). */
export async function deflatedRepeat(unit: string, size: number): Promise<Deflated> {
  const block = Buffer.from(unit.repeat(Math.ceil((1 << 20) / unit.length)));
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = once(deflater, 'end');
  let crc = 0;
  for (let written = 0; written < size; ) {
    const piece = block.subarray(0, Math.min(block.byteLength, size - written));
    crc = zlib.crc32(piece, crc);
    written += piece.byteLength;
    if (!deflater.write(piece)) await once(deflater, 'drain');
  }
  deflater.end();
  await ended;
  return { compressed: Buffer.concat(out), size, crc };
}

export const deflated = (content: string | Uint8Array): Deflated => {
  const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
  return { compressed: zlib.deflateRawSync(bytes), size: bytes.byteLength, crc: zlib.crc32(bytes) };
};

/**
 * A zip of deflated entries. `declaredSize` replaces an entry's true size in both of its headers,
 * as a zip bomb carries it; everything else is a valid archive.
 */
export function deflatedZip(entries: readonly { name: string; data: Deflated; declaredSize?: number }[]): Uint8Array {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declaredSize } of entries) {
    const nameBytes = Buffer.from(name);
    const size = declaredSize ?? data.size;
    const local = Buffer.alloc(30 + nameBytes.byteLength);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.crc >>> 0, 14);
    local.writeUInt32LE(data.compressed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.byteLength, 26);
    nameBytes.copy(local, 30);
    const central = Buffer.alloc(46 + nameBytes.byteLength);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.crc >>> 0, 16);
    central.writeUInt32LE(data.compressed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    nameBytes.copy(central, 46);
    parts.push(local, data.compressed);
    directory.push(central);
    offset += local.byteLength + data.compressed.byteLength;
  }
  const directorySize = directory.reduce((n, c) => n + c.byteLength, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, ...directory, end]));
}

/** A real workbook's parts (exceljs writes it), to be edited and zipped again. */
export async function workbookParts(rows: readonly (readonly (string | number)[])[], sheetName = 'Listings'): Promise<Map<string, Uint8Array>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  const all = { maxEntryBytes: 1 << 30, maxTotalBytes: 1 << 30, maxEntries: 1_000 };
  return unzipWithin(bytes, all, () => true);
}

/** The workbook with one part's XML edited, deflated again (a few KB, as an attacker sends it). */
export function editedWorkbook(parts: ReadonlyMap<string, Uint8Array>, name: string, edit: (xml: string) => string): Uint8Array {
  const entries = [...parts].map(([entry, bytes]) => ({
    name: entry,
    data: deflated(entry === name ? edit(Buffer.from(bytes).toString('utf8')) : bytes),
  }));
  if (!parts.has(name)) throw new Error(`no part ${name}`);
  return deflatedZip(entries);
}

