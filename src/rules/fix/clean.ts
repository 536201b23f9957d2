import { candidateFamilies, CONTACT_FAMILIES, DELETABLE_FAMILIES } from '../phrases.js';
import { findAll, replaceSpans, type Span } from '../spans.js';
import { segmentAround, sentenceAround } from '../statements.js';
import { lowerWords } from '../text/words.js';
import { lastSeen } from '../text/last-seen.js';

/*
 * Cleaning steps shared by the field fixers. Each one only removes characters or turns non-word
 * characters into spaces, so no step can create a word that was not in the input.
 */

/** One line: every run of whitespace becomes a single space. */
export function collapseLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Keeps paragraph breaks (descriptions may use them) but nothing wider than one blank line. */
export function collapseParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Repairs what deleting spans leaves behind: ` ,`, `,,`, `()`, a leading comma. */
export function tidyPunctuation(text: string): string {
  return text
    .replace(/[^\S\n]+([,;:!?)\]】])/g, '$1')
    .replace(/[^\S\n]+\.(?=\s|$)/g, '.')
    .replace(/([([【])[^\S\n]+/g, '$1')
    .replace(/\(\)|\[\]|【】/g, ' ')
    .replace(/([,;:])(?:[^\S\n]*[,;:])+/g, '$1')
    .replace(/^[^\S\n]*[,;:.]+/g, '')
    .replace(/[^\S\n]{2,}/g, ' ')
    .trim();
}

export function contentSpansToDelete(text: string): Span[] {
  const spans: Span[] = [];
  for (const family of DELETABLE_FAMILIES) {
    for (const span of findAll(family.pattern, text)) {
      if (!family.accept || family.accept(span.text)) spans.push(span);
    }
  }
  return spans;
}

/**
 * Contact details and placeholders carry no product information, so they are simply cut out.
 * (Remembered for the texts fixed last: a listing's fields are fixed again after every review, with
 * the same text mostly, and the contact patterns run over all of it.)
 */
export const deleteBannedContent: (text: string) => string = lastSeen(500, (text) => replaceSpans(text, contentSpansToDelete(text)));

/**
 * Contact details and requests go with their whole statement: the sentence in prose, the segment
 * in a title (only the match when it sits in the title's only segment), as the audit reports them.
 */
export function deleteContactStatements(text: string, unit: 'sentence' | 'segment'): string {
  const spans: Span[] = [];
  for (const family of candidateFamilies(text, lowerWords(text))) {
    if (!CONTACT_FAMILIES.includes(family)) continue;
    for (const span of findAll(family.pattern, text)) {
      if (family.accept && !family.accept(span.text)) continue;
      const range = unit === 'segment' ? segmentAround(text, span.start, span.end) ?? span : sentenceAround(text, span.start, span.end);
      spans.push({ ...range, text: text.slice(range.start, range.end) });
    }
  }
  return replaceSpans(text, spans);
}
