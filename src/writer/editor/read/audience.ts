import { FUNCTION_WORDS } from '../../../rules/index.js';
import { isPersonNoun } from './lexical.js';

/**
 * `ideal for kids ages 6+`, `designed for students in grades 2-6`: a `for` phrase whose head is a
 * kind of person, after a word that says the product is meant for them (not `stable enough for
 * beginners ... and lively enough for experts`).
 */
const FOR_PHRASE = /(?:^|\b(?:ideal|perfect|great|designed|made|suitable|intended|recommended|gifts?|toys?|built|created|meant)\s+)for\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)((?:\s+(?:ages?|aged|in grades?|grades?)\s+[\d–+-]+(?:\s?(?:\+|and up|years?(?: old)?|months?(?: old)?|to\s+\d+))*|\s+[\d–-]+\s?(?:\+|years?(?: old)?|months?(?: old)?)(?:\s(?:and up|and older|\+))?)?)/gimu;

export interface AudienceSpan {
  /** As the seller wrote it (`kids ages 6+`). */
  text: string;
  start: number;
  end: number;
}

/** Who a text says the product is for, each with where it stands in the text. */
export function audienceSpans(text: string): AudienceSpan[] {
  const out: AudienceSpan[] = [];
  for (const match of text.matchAll(FOR_PHRASE)) {
    const phrase = match[1] ?? '';
    const head = phrase.split(/\s+/u).pop() ?? '';
    // `suitable for longer usage`: a word the phrase goes on after is a modifier, not its head.
    const after = text.slice((match.index ?? 0) + match[0].length).match(/^\s+([\p{L}'’-]+)/u)?.[1]?.toLowerCase() ?? '';
    if (after && !match[2] && !FUNCTION_WORDS.has(after) && !/^(?:who|that|which|aged?|ages|in|and|or|to|from|of|with)$/u.test(after)) continue;
    if (!isPersonNoun(head) || /^(?:you|them|him|her|us|me|people|everyone|anyone|someone|more|most|less|all|both|others?|each|every)$/iu.test(head)) continue;
    // (`designed for beginner to expert levels`: the end of a range of levels, not who it is for.)
    if (!match[2] && /^\s+to\s+[\p{L}'’-]+\s+(?:levels?|players?|skills?)\b/iu.test(text.slice((match.index ?? 0) + match[0].length))) continue;
    // (`for Girls and Boys`: the audience is both, never the first alone.)
    const both = match[2] ? undefined : text.slice((match.index ?? 0) + match[0].length).match(/^\s+(?:and|or|&)\s+([\p{L}'’-]+)/u);
    const found = `${phrase}${match[2] ?? ''}${both && isPersonNoun(both[1] ?? '') ? both[0] : ''}`.trim();
    const start = (match.index ?? 0) + match[0].lastIndexOf(phrase);
    out.push({ text: found, start, end: start + found.length });
  }
  return out;
}

/** The first three distinct audiences of some texts (`kids ages 6+`), in the seller's words. */
export function audiencesIn(texts: readonly string[]): string[] {
  const found = new Map<string, string>();
  for (const text of texts) for (const span of audienceSpans(text)) found.set(span.text.toLowerCase(), span.text);
  return [...found.values()].slice(0, 3);
}
