import type { DraftField } from './draft-issues.js';

/*
 * HTML and markdown that models put in plain-text fields. Formatting carries no fact, so it is
 * taken out character by character (the words stay); a markdown heading line is a label, not
 * copy, so it goes whole.
 */

export interface MarkupSpan {
  start: number;
  end: number;
  text: string;
  html: boolean;
  /** What stands in its place: a line break for block tags in a description, else a space or nothing. */
  replacement: string;
}

const HTML = /<\/?([a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/giu;
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'ul', 'ol', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table', 'section']);
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&quot;': '"', '&apos;': "'", '&#39;': "'", '&nbsp;': ' ', '&lt;': '<', '&gt;': '>' };

const HEADING_LINE = /^[ \t]*#{1,6}[ \t]+[^\n]*(?:\n|$)/gmu;
const STRONG = /\*\*|__|`+/gu;
/** `*word*`: an asterisk pair hugging words, never `2*3` or a lone footnote star. */
const EMPHASIS = /(?<![\p{L}\p{N}*])\*(?=[^\s*])[^*\n]+?(?<=[^\s*])\*(?![\p{L}\p{N}*])/gu;
const LIST_MARKER = /^[ \t]*(?:[*•·▪●◦]|-(?=[ \t]))[ \t]+/gmu;
const NUMBER_MARKER = /^[ \t]*\d{1,2}[.)][ \t]+/gmu;

export function markupSpans(text: string, field: DraftField): MarkupSpan[] {
  const spans: MarkupSpan[] = [];
  const add = (start: number, end: number, html: boolean, replacement: string) =>
    spans.push({ start, end, text: text.slice(start, end), html, replacement });
  for (const m of text.matchAll(HTML)) {
    const tag = m[1]?.toLowerCase();
    if (field === 'description' && tag === 'br') continue; // Amazon keeps line breaks in descriptions
    const replacement = tag === undefined ? (ENTITIES[m[0].toLowerCase()] ?? ' ') : BLOCK_TAGS.has(tag) ? (field === 'description' ? '\n' : ' ') : '';
    add(m.index, m.index + m[0].length, true, replacement);
  }
  for (const m of text.matchAll(HEADING_LINE)) add(m.index, m.index + m[0].length, false, '');
  for (const m of text.matchAll(STRONG)) add(m.index, m.index + m[0].length, false, '');
  for (const m of text.matchAll(EMPHASIS)) {
    add(m.index, m.index + 1, false, '');
    add(m.index + m[0].length - 1, m.index + m[0].length, false, '');
  }
  // A description may list with dashes; anywhere else a leading marker is the model's numbering.
  for (const m of text.matchAll(LIST_MARKER)) if (field !== 'description' || !m[0].includes('-')) add(m.index, m.index + m[0].length, false, '');
  if (field !== 'description') for (const m of text.matchAll(NUMBER_MARKER)) add(m.index, m.index + m[0].length, false, '');
  return withoutOverlaps(spans);
}

/** The first of overlapping spans wins (a heading line holds its own `**`). */
function withoutOverlaps(spans: MarkupSpan[]): MarkupSpan[] {
  const sorted = spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: MarkupSpan[] = [];
  for (const span of sorted) if (out.length === 0 || span.start >= out[out.length - 1]!.end) out.push(span);
  return out;
}

/** The text without its markup, and the markup that was taken out (for the seller's changes list). */
export function stripMarkup(text: string, field: DraftField): { text: string; removed: MarkupSpan[] } {
  const spans = markupSpans(text, field);
  if (spans.length === 0) return { text, removed: [] };
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + span.replacement;
    at = span.end;
  }
  out += text.slice(at);
  const tidy =
    field === 'description'
      ? out.replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').replace(/\n{3,}/g, '\n\n').trim()
      : out.replace(/\s+/g, ' ').trim();
  return { text: tidy, removed: spans };
}
