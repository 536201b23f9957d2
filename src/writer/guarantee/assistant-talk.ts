/*
 * Assistant talk: what a model says to the person asking instead of to the shopper. Found wherever
 * it is; the seller's own words (a "Note:" of theirs) are told apart by the grounding check.
 */

/**
 * Assistant talk: refusals, openers, preambles, labels, sign-offs and notes. Each pattern ends
 * where the talk ends, so the piece that holds it (a sentence, a lead-in, a title segment) is
 * what goes.
 */
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
  /\(\s*\d+\s*(?:characters?|chars|bytes|words)\s*\)/giu,
  /\b(?:character|word|byte) count\b/giu,
];

/** All of them in one pass: a draft is read once, whatever the number of patterns. */
const TALK = new RegExp(PATTERNS.map((p) => `(?:${p.source})`).join('|'), 'giu');

/** Every stretch of assistant talk in a text. */
export function assistantTalk(text: string): { start: number; end: number; text: string }[] {
  return [...text.matchAll(TALK)].flatMap((m) => {
    const words = m[0].trim();
    if (words === '') return [];
    const start = m.index + m[0].indexOf(words);
    return [{ start, end: start + words.length, text: words }];
  });
}
