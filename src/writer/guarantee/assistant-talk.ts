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

const PATTERNS: readonly RegExp[] = [
  /^\s*(?:sure|certainly|of course|absolutely|okay|ok|great|alright)(?: thing)?\s*[!,.:]/giu,
  /\b(?:here(?:['’]s| is| are)|below (?:is|are)|the following (?:is|are))\s+(?:your|the|an?|my|some|\d+|two|three|four|five|six)\b[^.!?\n:]{0,80}:/giu,
  /\b(?:i['’]m|i am) sorry\b/giu,
  /\bi apologi[sz]e\b/giu,
  /\bi (?:cannot|can['’]t|am unable to|won['’]t be able to)\b/giu,
  /\bi['’]m (?:unable|not able) to\b/giu,
  /\bas an ai\b(?: (?:language )?model)?/giu,
  /\bas a (?:large )?language model\b/giu,
  /\bi hope (?:this|these|that) helps?\b/giu,
  /\blet me know if\b/giu,
  /\bfeel free to (?:adjust|modify|edit|change|tweak)\b/giu,
  /\bi(?:['’]ve| have) (?:optimi[sz]ed|rewritten|revised|written|included|kept|removed|added|created|crafted|made sure|ensured)\b/giu,
  // A note is talk only when it is about the task; "Note: not for induction hobs" is a fact.
  /(?:^|(?<=[\n(]))\s*note:\s*(?:i\b|i['’]|this (?:title|listing|description|bullet|copy)|the (?:title|description|bullets?|character|word|listing)|all (?:bullets|titles)|these (?:bullets|titles))/giu,
  /(?:^|(?<=\n))\s*(?:(?:optimi[sz]ed|revised|new|suggested|improved) )?(?:titles?|options?|bullets?(?: points?)?|description|product description|search terms|backend(?: search)? (?:terms|keywords))(?: ?#?\d+)?\s*:/giu,
  // "Here is your optimized listing", with or without a colon: the task's own nouns only.
  /\bhere(?:['’]s| is| are) (?:your|the|an?|my) (?:(?:new|optimi[sz]ed|revised|rewritten|updated|improved|final|amazon|product|seo)[ -])*(?:listing|titles?|bullets?(?: points?)?|description|search terms|backend (?:search )?(?:terms|keywords)|copy|version|rewrite)\b[^.!?\n:]{0,60}[.!:]?/giu,
  // Where the copy came from is the task, not the product: "Note: All facts are taken from the seller's listing."
  /(?:^|(?<=[\n(]))\s*note:\s*(?:all|every|the|these|this) (?:facts?|information|details|claims|numbers|content|copy|keywords?)\b[^.!?\n]*[.!]?/giu,
  /[^.!?\n]*\b(?:taken|based|drawn|sourced|copied|derived|comes?|come) (?:directly |only |solely )?(?:from|on) (?:the|your) (?:seller['’]?s?|original|provided|given|existing) (?:listing|text|input|information|details|facts|bullets?|title|description|copy)\b[^.!?\n]*[.!]?/giu,
  COUNT,
  /\b(?:character|word|byte) count\b/giu,
];

/** All of them in one pass: a draft is read once, whatever the number of patterns. */
const TALK = new RegExp(PATTERNS.map((p) => `(?:${p.source})`).join('|'), 'giu');

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
  return [...text.matchAll(TALK)].flatMap((m) => {
    const words = m[0].trim();
    if (words === '') return [];
    const start = m.index + m[0].indexOf(words);
    return [{ start, end: start + words.length, text: words, exact: WHOLE_COUNT.test(words) }];
  });
}
