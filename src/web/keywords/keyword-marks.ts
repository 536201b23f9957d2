import { bankKey } from '../../rules/keyword-bank/bank-keyword';
import { normalizeWord, wordTokens } from '../../rules/text/words';

export interface KeywordSpan {
  /** Code-unit offsets into the text, [start, end). */
  start: number;
  end: number;
}

/** What may stand between two words of one keyword: spaces and hyphens (`leak-proof` is `leak proof`), no sentence break. */
const JOIN = /^[\s\-‐‑–]*$/u;

/**
 * Where a bank keyword appears in a text: whole words only, case-insensitive, and singular and
 * plural alike (the words compared by bankKey's normalisation, so `Dog Beds` finds `dog bed`).
 * The words must follow one another, separated only by spaces or hyphens. Matches never overlap.
 */
export function keywordSpans(text: string, phrase: string): KeywordSpan[] {
  const wanted = bankKey(phrase).split(' ').filter(Boolean);
  if (wanted.length === 0 || !text) return [];
  const tokens = wordTokens(text);
  const keys = tokens.map((t) => normalizeWord(t.text));
  const spans: KeywordSpan[] = [];
  for (let i = 0; i + wanted.length <= tokens.length; i++) {
    let matches = true;
    for (let j = 0; j < wanted.length && matches; j++) {
      if (keys[i + j] !== wanted[j]) matches = false;
      else if (j > 0 && !JOIN.test(text.slice(tokens[i + j - 1]!.end, tokens[i + j]!.start))) matches = false;
    }
    if (!matches) continue;
    spans.push({ start: tokens[i]!.start, end: tokens[i + wanted.length - 1]!.end });
    i += wanted.length - 1;
  }
  return spans;
}

export interface MarkedRun {
  text: string;
  marked: boolean;
}

/** Cuts a text into plain and marked runs for the spans of `phrase` (one run when nothing matches). */
export function keywordRuns(text: string, phrase: string | null | undefined): MarkedRun[] {
  const spans = phrase ? keywordSpans(text, phrase) : [];
  if (spans.length === 0) return text ? [{ text, marked: false }] : [];
  const runs: MarkedRun[] = [];
  let at = 0;
  for (const { start, end } of spans) {
    if (start > at) runs.push({ text: text.slice(at, start), marked: false });
    runs.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), marked: false });
  return runs;
}

/** How many times the keyword appears in each field of a listing, for a "found in" line. */
export function keywordCounts(content: { title: string; bullets: readonly string[]; description: string; backend: string }, phrase: string) {
  return {
    title: keywordSpans(content.title, phrase).length,
    bullets: content.bullets.reduce((sum, bullet) => sum + keywordSpans(bullet, phrase).length, 0),
    description: keywordSpans(content.description, phrase).length,
    backend: keywordSpans(content.backend, phrase).length,
  };
}
