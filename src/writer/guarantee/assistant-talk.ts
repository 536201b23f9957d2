import { lastSeen } from '../../rules/index.js';

/*
 * Assistant talk: what a model says to the person asking instead of to the shopper. Found wherever
 * it is; the seller's own words (a "Note:" of theirs) are told apart by the grounding check.
 */

/**
 * Assistant talk: refusals, openers, preambles, labels, sign-offs and notes. Each pattern ends
 * where the talk ends, so the piece that holds it (a sentence, a lead-in, a title segment) is
 * what goes.
 */
/** "(118 characters)", "[187 chars]": a count the model appended, cut out alone. */
const COUNT = /[([]\s*\d+\s*(?:characters?|chars|bytes|words)\s*[)\]]/giu;
const WHOLE_COUNT = new RegExp(`^${COUNT.source}$`, 'iu');

/**
 * Each pattern with a cheap test its every match passes (a word or words it cannot match without,
 * under the same case folding): the one pattern of them all is built of those a text passes, so a
 * text with none is not scanned, and the long sentence patterns run only on a text that may hold them.
 */
const PATTERNS: readonly (readonly [pattern: RegExp, needs: RegExp])[] = [
  [/^\s*(?:sure|certainly|of course|absolutely|okay|ok|great|alright)(?: thing)?\s*[!,.:]/giu, /^\s*(?:sure|certainly|of course|absolutely|ok|great|alright)/iu],
  [/\b(?:here(?:['’]s| is| are)|below (?:is|are)|the following (?:is|are))\s+(?:your|the|an?|my|some|\d+|two|three|four|five|six)\b[^.!?\n:]{0,80}:/giu, /here|below|following/iu],
  [/\b(?:i['’]m|i am) sorry\b/giu, /sorry/iu],
  [/\bi apologi[sz]e\b/giu, /apologi/iu],
  [/\bi (?:cannot|can['’]t|am unable to|won['’]t be able to)\b/giu, /cannot|can['’]t|unable|won['’]t/iu],
  [/\bi['’]m (?:unable|not able) to\b/giu, /unable|not able/iu],
  [/\bas an ai\b(?: (?:language )?model)?/giu, /as an ai/iu],
  [/\bas a (?:large )?language model\b/giu, /language model/iu],
  [/\bi hope (?:this|these|that) helps?\b/giu, /i hope/iu],
  [/\blet me know if\b/giu, /let me know if/iu],
  [/\bfeel free to (?:adjust|modify|edit|change|tweak)\b/giu, /feel free to/iu],
  [/\bi(?:['’]ve| have) (?:optimi[sz]ed|rewritten|revised|written|included|kept|removed|added|created|crafted|made sure|ensured)\b/giu, /i['’]ve|i have/iu],
  // A note is talk only when it is about the task; "Note: not for induction hobs" is a fact.
  [/(?:^|(?<=[\n(]))\s*note:\s*(?:i\b|i['’]|this (?:title|listing|description|bullet|copy)|the (?:title|description|bullets?|character|word|listing)|all (?:bullets|titles)|these (?:bullets|titles))/giu, /note:/iu],
  [/(?:^|(?<=\n))\s*(?:(?:optimi[sz]ed|revised|new|suggested|improved) )?(?:titles?|options?|bullets?(?: points?)?|description|product description|search terms|backend(?: search)? (?:terms|keywords))(?: ?#?\d+)?\s*:/giu, /title|option|bullet|description|search terms|backend/iu],
  // "Here is your optimized listing", with or without a colon: the task's own nouns only.
  [/\bhere(?:['’]s| is| are) (?:your|the|an?|my) (?:(?:new|optimi[sz]ed|revised|rewritten|updated|improved|final|amazon|product|seo)[ -])*(?:listing|titles?|bullets?(?: points?)?|description|search terms|backend (?:search )?(?:terms|keywords)|copy|version|rewrite)\b[^.!?\n:]{0,60}[.!:]?/giu, /here/iu],
  // Where the copy came from is the task, not the product: "Note: All facts are taken from the seller's listing."
  [/(?:^|(?<=[\n(]))\s*note:\s*(?:all|every|the|these|this) (?:facts?|information|details|claims|numbers|content|copy|keywords?)\b[^.!?\n]*[.!]?/giu, /note:/iu],
  [/[^.!?\n]*\b(?:taken|based|drawn|sourced|copied|derived|comes?|come) (?:directly |only |solely )?(?:from|on) (?:the|your) (?:seller['’]?s?|original|provided|given|existing) (?:listing|text|input|information|details|facts|bullets?|title|description|copy)\b[^.!?\n]*[.!]?/giu, /(?:from|on) (?:the|your) (?:seller|original|provided|given|existing)/iu],
  [COUNT, /char|bytes|words/iu],
  [/\b(?:character|word|byte) count\b/giu, /count/iu],
];

/**
 * The patterns a text may match, in one pattern in their order: a draft is read once, whatever the
 * number of patterns. Leaving out a pattern that cannot match anywhere in the text changes no match,
 * as the others match where they did. Built once for each set of patterns.
 */
const talkPatterns = new Map<number, RegExp | null>();

function talkPatternFor(text: string): RegExp | null {
  let set = 0;
  PATTERNS.forEach(([, needs], i) => {
    if (needs.test(text)) set |= 1 << i;
  });
  let pattern = talkPatterns.get(set);
  if (pattern === undefined) {
    const sources = PATTERNS.filter((_, i) => (set & (1 << i)) !== 0).map(([p]) => `(?:${p.source})`);
    pattern = sources.length === 0 ? null : new RegExp(sources.join('|'), 'giu');
    // (A long-lived server meets few sets; the bound only keeps a pathological stream from growing it.)
    if (talkPatterns.size >= 1024) talkPatterns.clear();
    talkPatterns.set(set, pattern);
  }
  return pattern;
}

export interface Talk {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly exact: boolean;
}

/**
 * Every stretch of assistant talk in a text; `exact` for a count, which goes alone. Remembered for
 * the texts read last: the review reads a draft's unchanged texts again after each fix, and one pass
 * of this pattern over a text costs more than the rest of its grounding check.
 */
export const assistantTalk: (text: string) => readonly Talk[] = lastSeen(500, (text) => talkIn(text));

function talkIn(text: string): Talk[] {
  const talk = talkPatternFor(text);
  if (!talk) return [];
  return [...text.matchAll(talk)].flatMap((m) => {
    const words = m[0].trim();
    if (words === '') return [];
    const start = m.index + m[0].indexOf(words);
    return [{ start, end: start + words.length, text: words, exact: WHOLE_COUNT.test(words) }];
  });
}
