import { readZipDirectory } from './zip.js';

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

/**
 * The sum of the sizes a zip's central directory declares for its entries, read without
 * unpacking anything; Infinity when the directory cannot be read or uses zip64 sizes (no
 * spreadsheet export needs them). An honest large workbook is refused from this alone; a lying
 * one is stopped while it unpacks (zip.ts).
 */
export function declaredUnpackedBytes(bytes: Uint8Array): number {
  const directory = readZipDirectory(bytes);
  if (!directory?.complete) return Infinity;
  let total = 0;
  for (const record of directory.records) {
    if (record.declaredSize === 0xffffffff) return Infinity;
    total += record.declaredSize;
  }
  return total;
}

/** The names of a zip's entries, from its central directory (as far as it can be read); [] when there is none. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  return readZipDirectory(bytes)?.records.map((record) => record.name) ?? [];
}
