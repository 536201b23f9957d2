/**
 * Reading one cell of a keyword export. Nothing here evaluates anything: a cell is text, whatever
 * it starts with.
 */

/** C0 and C1 control characters but tab and newlines (Postgres text cannot hold NUL; none of them belongs in a keyword). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Half of a UTF-16 pair without its other half: not text at all (a broken file or paste). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Any run of whitespace, the no-break and thin spaces Excel and web pages paste included. */
const SPACES = /[\s\u00A0\u2000-\u200A\u202F\u205F\u3000]+/g;

/**
 * A keyword cell as the seller wrote it, tidied: controls removed, lone UTF-16 halves replaced,
 * whitespace runs collapsed. A leading apostrophe is Excel's "store as text" marker, not part of
 * the keyword, so it goes. Nothing is evaluated; a cell that is a formula or markup rather than
 * words is refused as a keyword by `notASearchTerm`.
 */
export function cleanPhrase(raw: string): string {
  let text = raw.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' ').replace(SPACES, ' ').trim();
  if (text.startsWith("'")) text = text.slice(1).trim();
  return text;
}

/** What research tools write when they have no figure. */
const NO_VOLUME = new Set(['', '-', '–', '—', 'n/a', 'na', 'none', 'null', '?', '*']);
/** 12,345 or 12.345 or 12 345: digits in groups of three. */
const GROUPED = /^\d{1,3}(?:[,. ]\d{3})+$/;
const PLAIN = /^\d+(?:\.\d+)?$/;
const MAX_VOLUME = 1_000_000_000;

/**
 * A monthly search volume from a cell: "12,345", "12 345", "12345", 1234.6 (XLSX numbers) or a
 * figure with a leading "<" or ">" or "~" (some tools write ">1000"). Unknown figures ("-", empty,
 * "N/A", words) are null, never zero: an unknown volume is not a keyword nobody searches for.
 */
export function parseVolume(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? Math.min(Math.round(raw), MAX_VOLUME) : null;
  if (typeof raw !== 'string') return null;
  const text = raw.replace(SPACES, ' ').trim().replace(/^[<>~≈]=?\s*/, '');
  if (NO_VOLUME.has(text.toLowerCase())) return null;
  let value: number;
  if (GROUPED.test(text)) value = Number(text.replace(/[,. ]/g, ''));
  else if (PLAIN.test(text)) value = Math.round(Number(text));
  else return null;
  return Number.isFinite(value) ? Math.min(value, MAX_VOLUME) : null;
}

/** Whether a cell holds a volume (or one of the "no figure" marks), as opposed to words. */
export function isVolumeCell(raw: string): boolean {
  return parseVolume(raw) !== null || NO_VOLUME.has(raw.trim().toLowerCase());
}

/** A formula's first character, as spreadsheets read it. */
const FORMULA = /^[=@]/;
/** Markup and code: a tag, or characters no shopper types into a search box. */
const MARKUP = /<\/?[a-z!][^>]*>|[<>{}[\]|\\^`~]/i;

/**
 * Why a cell is not a keyword a shopper searches for, or null when it may be one. The writer puts
 * a bank's keywords into the search terms, so a formula or a piece of HTML in an export would
 * come out as "cmd calc script alert": such rows are skipped, and the import report says why.
 */
export function notASearchTerm(phrase: string): string | null {
  if (FORMULA.test(phrase)) return 'Not a search term: it is a spreadsheet formula.';
  if (MARKUP.test(phrase)) return 'Not a search term: it holds markup or code characters (< > { } [ ] | \\ ^ ` ~).';
  return null;
}
