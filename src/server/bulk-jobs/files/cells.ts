/**
 * One cell of a listing file: formulas, markup and the escape our result files use. Nothing here
 * evaluates anything; a cell is text, whatever it starts with.
 */

/** A number a spreadsheet would read as a number, not a formula ("-5", "+3.5"): never escaped. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/** The characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell made safe for a CSV a spreadsheet will open: a `'` before a cell that starts with
 * = + - @ tab or CR (after any apostrophes already there, so the escape can be undone exactly).
 * Plain numbers ("-5") are left alone; they are not formulas.
 */
export function escapeCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The inverse of escapeCell: a result file read back gives the seller's text exactly. */
export function unescapeCell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * Whether text would run as a formula if a spreadsheet read it: "=" or "@" first, or "+"/"-"
 * followed by a function call, a sum or a DDE link. A bullet that starts with "- " or "+ " is
 * seller's text, not a formula.
 */
export function looksLikeFormula(text: string): boolean {
  const t = text.trimStart();
  if (/^[=@]/.test(t)) return true;
  if (!/^[+-]/.test(t)) return false;
  const rest = t.slice(1).trimStart();
  return /^[A-Za-z_][\w.]*\s*\(/.test(rest) || /^[\d.(]+\s*[-+*/^&]/.test(rest) || /^[A-Za-z0-9]+\|/.test(rest) || /^[A-Z]{1,3}\d+\b/.test(rest);
}

/**
 * Markup that can run or load something: such elements, and event handlers or script links
 * inside a tag. Outside a tag, "javascript:" is a book title and "onesie=" a typo, not code.
 */
const DANGEROUS = /<\s*\/?\s*(?:script|iframe|object|embed|style|link|meta|form|svg|math|base)\b|<[^>]*(?:\bon[a-z]+\s*=|javascript\s*:|data\s*:\s*text\/html)/i;
const TAG = /<\/?[a-z][a-z0-9]*\b[^<>]*>/gi;
const LINE_TAGS = /<\s*(?:br|\/p|\/li|\/div|\/h[1-6])\b[^<>]*>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0', '#39': "'" };

export type Markup = { kind: 'none' } | { kind: 'dangerous' } | { kind: 'tags'; text: string };

/**
 * What markup a cell holds. Amazon descriptions often carry <br> and <b>; those are read as plain
 * text (a line break per <br>, </p> and </li>) so the writer sees words, not tags. Script, frames,
 * event handlers and javascript: links are refused.
 */
export function readMarkup(text: string): Markup {
  if (DANGEROUS.test(text)) return { kind: 'dangerous' };
  TAG.lastIndex = 0;
  if (!TAG.test(text)) return { kind: 'none' };
  const plain = text
    .replace(LINE_TAGS, '\n')
    .replace(TAG, '')
    .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();
  return { kind: 'tags', text: plain };
}

/** Whether a row holds nothing at all (spaces count as nothing). */
export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => !cell.trim());

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A cell as it can be stored: a lone UTF-16 half (a workbook can escape one as `_xD800_`) becomes
 * U+FFFD, as the result writer does; no file encoding holds one, and Postgres JSON refuses it.
 */
export const withoutLoneSurrogates = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');
