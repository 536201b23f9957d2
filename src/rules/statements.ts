import { sentences, type Sentence } from './text/sentences.js';

/*
 * The statement around a match: what a finding points at and what a fix removes when a phrase
 * cannot be cut out alone. Removing "+91 98765 43210" from "For bulk orders, call us at +91 98765
 * 43210." leaves "For bulk orders, call us at." (broken); removing the statement leaves nothing
 * broken behind.
 */

export interface TextRange {
  start: number;
  end: number;
}

const SPACE = /\s/;

/** Leading whitespace is not part of the statement: a highlight starts at its first word. */
function trimStart(text: string, range: TextRange): TextRange {
  let { start } = range;
  while (start < range.end && SPACE.test(text[start] ?? '')) start++;
  return { start, end: range.end };
}

/**
 * The sentence of prose text that holds [start, end), starting at a semicolon or bar before the
 * match ("6mm foam; WhatsApp us for bulk orders."), so the facts before it stay. What follows the
 * match in its sentence goes with it ("Reach out anytime; we reply within hours.").
 */
export function sentenceAround(
  text: string,
  start: number,
  end: number,
  sentencesOf: (text: string) => Sentence[] = sentences,
): TextRange {
  const found = sentencesOf(text);
  let at = found.findIndex((s) => s.start <= start && start < s.end);
  if (at < 0) return trimStart(text, { start, end });
  let last = at;
  // `Helpline No. 1800 102 3344` is one sentence, though the splitter ends one at `No.`.
  while (at > 0 && endsOnAbbreviation(text, found[at - 1]!.end)) at--;
  while (last < found.length - 1 && (found[last]!.end < end || endsOnAbbreviation(text, found[last]!.end))) last++;
  const sentence = { start: found[at]!.start, end: found[last]!.end };
  let from = sentence.start;
  for (let i = start - 1; i >= from; i--) {
    if (text[i] === ';' || text[i] === '|') {
      from = i;
      break;
    }
  }
  const to = Math.max(sentence.end, end);
  return trimStart(text, { start: from, end: to });
}

/** Short forms whose full stop does not end a sentence: `No.`, `Mr.`, `Ph.`, `approx.`, `U.S.`. */
const ABBREVIATION = /(?:^|[^\p{L}])(?:no|nos|mr|mrs|ms|dr|ph|tel|mob|st|co|ltd|inc|pvt|approx|vs|rs|sr|jr|e\.g|i\.e|\p{L})\.$/iu;

export function endsOnAbbreviation(text: string, end: number): boolean {
  return ABBREVIATION.test(text.slice(Math.max(0, end - 8), end));
}

/** Title segment separators: `,` `;` `|` brackets, and a dash with spaces around it. */
const SEPARATOR = /[,;|()[\]【】]|\s[-–—]\s/gu;
const OPENING = new Set(['(', '[', '【']);
const CLOSING = new Set([')', ']', '】']);

/**
 * The title segment that holds [start, end), with one separator, so removing it leaves a
 * well-formed title. Null when the match is in the title's only segment: the title itself must
 * stay, so only the match can go.
 */
export function segmentAround(text: string, start: number, end: number): TextRange | null {
  let previous: TextRange | undefined;
  let next: TextRange | undefined;
  SEPARATOR.lastIndex = 0;
  for (let m = SEPARATOR.exec(text); m; m = SEPARATOR.exec(text)) {
    const separator = { start: m.index, end: m.index + m[0].length };
    if (separator.end <= start) previous = separator;
    else if (separator.start >= end) {
      next = separator;
      break;
    }
  }
  if (!previous && !next) return null;
  if (!previous) return { start: 0, end: next!.end };
  if (!next) return { start: previous.start, end: text.length };
  // A whole bracketed part goes with both of its brackets.
  const bracketed = OPENING.has(text[previous.start] ?? '') && CLOSING.has(text[next.start] ?? '');
  return { start: previous.start, end: bracketed ? next.end : next.start };
}
