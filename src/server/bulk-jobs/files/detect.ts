import { MAGIC, startsWithBytes, zipEntryNames } from '../../uploads/file-bytes.js';
import { MAX_FILE_BYTES } from './limits.js';
import { fileErrors } from './messages.js';
import type { ListingFileFormat } from './types.js';

/**
 * What an upload really is, from its first bytes rather than its name: sellers rename files, and
 * browsers send whatever type the name suggests. A workbook named .csv is read as a workbook and a
 * CSV named .xlsx as a CSV; a PDF, an image or an archive under either name is refused by name.
 */
export function sniffFormat(bytes: Uint8Array, fileName: string): ListingFileFormat {
  if (bytes.byteLength === 0) throw fileErrors.empty();
  if (bytes.byteLength > MAX_FILE_BYTES) throw fileErrors.tooBig(bytes.byteLength);
  if (startsWithBytes(bytes, MAGIC.zip)) {
    const entries = zipEntryNames(bytes);
    if (entries.some((name) => name.startsWith('xl/'))) return 'xlsx';
    if (entries.some((name) => name.startsWith('word/'))) throw fileErrors.notASpreadsheet('a Word document', fileName);
    if (entries.some((name) => name.startsWith('ppt/'))) throw fileErrors.notASpreadsheet('a PowerPoint file', fileName);
    if (entries.includes('mimetype') || entries.includes('content.xml')) throw fileErrors.notASpreadsheet('an OpenDocument file (.ods)', fileName);
    throw fileErrors.notASpreadsheet('a ZIP archive', fileName);
  }
  if (startsWithBytes(bytes, MAGIC.ole)) throw fileErrors.oldExcel();
  if (startsWithBytes(bytes, MAGIC.pdf)) throw fileErrors.notASpreadsheet('a PDF document', fileName);
  for (const image of [MAGIC.png, MAGIC.jpeg, MAGIC.gif, MAGIC.webp]) if (startsWithBytes(bytes, image)) throw fileErrors.notASpreadsheet('an image', fileName);
  for (const archive of [MAGIC.gzip, MAGIC.rar, MAGIC.sevenZip]) if (startsWithBytes(bytes, archive)) throw fileErrors.notASpreadsheet('a compressed archive', fileName);
  if (looksBinary(bytes)) throw fileErrors.notASpreadsheet('a binary file', fileName);
  return 'csv';
}

/**
 * Text has no NUL bytes and few control characters (a stray BEL or vertical tab pasted into a cell
 * is not a reason to refuse a file; one byte in ten is); UTF-16 text (a BOM first) has NULs
 * between its ASCII letters, so it is let through for the decoder. The first 64 KB decide.
 */
function looksBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return false;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  return control > sample.byteLength / 10;
}
