import { negationsIn, wordsOf, type Negation } from './negation.js';
import type { Sentence } from './parse.js';

/*
 * Questions about a phrase the writer wants to lift: does it sit inside one of the seller's
 * negations (negation.ts) without the words that negate it?
 */

const sentenceNegations = new WeakMap<Sentence, Negation[]>();

/** The negations of a parsed sentence, read once per sentence however many extractors ask. */
export function negationsOf(sentence: Sentence): Negation[] {
  let found = sentenceNegations.get(sentence);
  if (!found) {
    found = negationsIn(sentence.text);
    sentenceNegations.set(sentence, found);
  }
  return found;
}

/** True when [start, end) holds words a negation governs without the cue that negates them. */
export function liftsNegated(negations: readonly Negation[], start: number, end: number): boolean {
  return negations.some((n) => n.start < end && n.end > start && !(n.cueStart >= start && n.cueEnd <= end));
}

/** Lowercase words the text only ever uses inside a negation (`plastic` in `free of plastic taste`). */
export function negatedOnlyWords(text: string, negations: readonly Negation[] = negationsIn(text)): Set<string> {
  const inside = new Set<string>();
  const outside = new Set<string>();
  for (const { lower, start, end } of wordsOf(text)) {
    const governed = negations.some((n) => n.start < end && n.end > start);
    const cue = negations.some((n) => n.cueStart <= start && n.cueEnd >= end);
    if (governed && !cue) inside.add(lower);
    else outside.add(lower);
  }
  return new Set([...inside].filter((w) => !outside.has(w)));
}

const patterns = new Map<string, RegExp>();

/** The phrase's words with any separators between them; compiled once, as headers ask often. */
function phrasePattern(parts: readonly string[]): RegExp {
  const key = parts.join(' ');
  let pattern = patterns.get(key);
  if (!pattern) {
    // A bounded cache: a long-running server sees endless phrases.
    if (patterns.size > 2000) patterns.clear();
    const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'giu');
    patterns.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** True when `phrase` occurs in the text, and every time inside a negation that it leaves out. */
export function onlyNegatedPhrase(text: string, negations: readonly Negation[], phrase: string): boolean {
  const parts = phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (parts.length === 0 || negations.length === 0) return false;
  // Most phrases share no word with any negation: no need to look for them.
  const governed = negations.flatMap((n) => text.slice(n.start, n.end).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  if (!parts.some((p) => governed.includes(p))) return false;
  const pattern = phrasePattern(parts);
  let found = false;
  for (const m of text.matchAll(pattern)) {
    found = true;
    if (!liftsNegated(negations, m.index, m.index + m[0].length)) return false;
  }
  return found;
}
