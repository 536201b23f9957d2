/**
 * Reading an uploaded spreadsheet's bytes before any parser sees them: which kind of file it
 * is, how its text is encoded, and how large a workbook unpacks to. Shared by the keyword import
 * (issue 13) and the bulk listing files (issue 14). Pure: no database, no HTTP.
 */

/** Magic numbers of the files sellers upload by mistake, or on purpose under another name. */
export const MAGIC = {
  zip: [0x50, 0x4b, 0x03, 0x04],
  ole: [0xd0, 0xcf, 0x11, 0xe0],
  pdf: [0x25, 0x50, 0x44, 0x46],
  png: [0x89, 0x50, 0x4e, 0x47],
  jpeg: [0xff, 0xd8, 0xff],
  gif: [0x47, 0x49, 0x46, 0x38],
  webp: [0x52, 0x49, 0x46, 0x46],
  gzip: [0x1f, 0x8b],
  rar: [0x52, 0x61, 0x72, 0x21],
  sevenZip: [0x37, 0x7a, 0xbc, 0xaf],
} as const;

export const startsWithBytes = (bytes: Uint8Array, magic: readonly number[]) => bytes.byteLength >= magic.length && magic.every((b, i) => bytes[i] === b);

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/**
 * A text export as text, and the encoding it was read in: UTF-8 (with or without BOM), UTF-16
 * (Excel's "Unicode text", always with a BOM), or Windows-1252 from an old Excel when the bytes
 * are not valid UTF-8. The BOM is not part of the text.
 */
export function decodeTextWithEncoding(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' };
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: bom ? 'utf-8-bom' : 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** Windows-1252's characters at 0x80-0x9F (the rest of its upper half is Latin-1's); five places are unassigned. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Windows-1252 by hand: Node's TextDecoder reads the label as Latin-1 (0x93 becomes U+0093, not
 * a curly quote), so the curly quotes, dashes and euro signs of old Excel exports would be lost.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.byteLength; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    text += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return text;
}

/** The text of a text export, however it was encoded (see decodeTextWithEncoding). */
export const decodeText = (bytes: Uint8Array): string => decodeTextWithEncoding(bytes).text;

/** Where a zip's central directory starts and how many entries it lists; null when there is none to read. */
function centralDirectory(bytes: Uint8Array): { view: DataView; at: number; entries: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) return { view, at: view.getUint32(i + 16, true), entries: view.getUint16(i + 10, true) };
  }
  return null;
}

/**
 * The sum of the sizes a zip's central directory declares for its entries, read without
 * unpacking anything; Infinity when the directory cannot be read or uses zip64 sizes (no
 * spreadsheet export needs them). A small zip of repeated XML could unpack to gigabytes.
 */
export function declaredUnpackedBytes(bytes: Uint8Array): number {
  const directory = centralDirectory(bytes);
  if (!directory) return Infinity;
  const { view, entries } = directory;
  let { at } = directory;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return Infinity;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return Infinity;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

/** The names of a zip's entries, from its central directory; [] when it cannot be read. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const directory = centralDirectory(bytes);
  if (!directory) return [];
  const { view, entries } = directory;
  let { at } = directory;
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50) return names;
    const nameLength = view.getUint16(at + 28, true);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return names;
}
