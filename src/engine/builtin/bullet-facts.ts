import { normalizeWord } from '../../listing/words.js';
import { capitalizeFirst, isAllCaps } from './casing.js';
import { isBannedSentence } from './clean.js';
import type { Sentence } from './parse.js';
import { nounPhrases, type Phrase } from './phrases.js';

/*
 * One seller bullet as facts: its header (`RESPONSIVE FLEX:`), its sentences without banned
 * content, and their noun phrases.
 */

/** One seller bullet, cleaned and split into its header and its sentences. */
export interface BulletFact {
  index: number;
  /** The seller's own header (`RESPONSIVE FLEX` in `RESPONSIVE FLEX: ...`), or ''. */
  header: string;
  /** Body sentences that survived cleaning, each ending in a stop. */
  sentences: string[];
  parsed: Sentence[];
  phrases: Phrase[];
  /** Normalized words of header and sentences. */
  words: Set<string>;
}

const SEPARATOR = /\s*[:：]\s*|\s*;\s*|\s+(?:--?|[–—])\s*|\s*(?:--|[–—])\s+|(?<=[\p{L}\p{N}])-\s+/gu;
const HEADER_CAPS = /^((?:[\p{Lu}\d&'’/+-]+\s+){1,5}[\p{Lu}\d&'’/+-]+)\s+(?=\p{Lu}\p{Ll})(.*)$/su;
/** Lead-ins that label the sentence rather than head it: they stay part of the sentence. */
const LABEL = /^(?:includes?|including|contains?)$/iu;
const BOX_LABEL = /^(?:what you get|in the box|package (?:includes?|contents?)|what'?s in the box)$/iu;
const NOTE_LABEL = /^(?:note|notes|tips?|warning|attention|please note|important)$/iu;

function headerAllowed(head: string, separator: string): boolean {
  const words = head.split(/\s+/).length;
  if (head.length < 2 || head.length > 70 || /[.!?]/.test(head)) return false;
  if (/[:：]/.test(separator)) return words <= 8;
  if (separator.includes(';')) return words <= 4;
  return words <= 5 && (isAllCaps(head) || /^(?:[\p{Lu}\p{N}]\S*\s*)+$/u.test(head));
}

export function splitHeader(text: string): { header: string; body: string } {
  SEPARATOR.lastIndex = 0;
  for (const m of text.matchAll(SEPARATOR)) {
    const head = text.slice(0, m.index).trim();
    const body = text.slice(m.index + m[0].length).trim();
    // `10:30` and `2-6` are values, not separators.
    if (/\d$/.test(head) && /^\d/.test(body)) continue;
    if (!headerAllowed(head, m[0]) || body === '') break;
    if (NOTE_LABEL.test(head)) return { header: 'Please note', body };
    if (BOX_LABEL.test(head)) return { header: head, body: /^(?:includes?|contains?|comes)\b/iu.test(body) ? body : `Includes ${body}` };
    if (LABEL.test(head)) return { header: '', body: `${head} ${body}` };
    return { header: head, body };
  }
  const caps = HEADER_CAPS.exec(text);
  if (caps && (caps[1] ?? '').replace(/[^\p{L}]/gu, '').length >= 6) return { header: (caps[1] ?? '').trim(), body: (caps[2] ?? '').trim() };
  return { header: '', body: text };
}

/** The seller's mixed-case spellings (`iPhone`, `CoreFlex`, `Kodak`), to restore them in lowered text. */
export function knownSpellings(texts: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const text of texts) {
    if (isAllCaps(text)) continue;
    // In Title Case text every word is capitalised, so capitals say nothing about names there.
    const wordsIn = text.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [];
    const titleCased = wordsIn.filter((w) => /^\p{Lu}/u.test(w)).length >= 0.6 * wordsIn.length;
    for (const m of text.matchAll(/\p{Ll}+\p{Lu}[\p{L}\p{N}]*|\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*/gu)) map.set(m[0].toLowerCase(), m[0]);
    if (titleCased) continue;
    for (const m of text.matchAll(/(?<=[\p{L}\p{N}]\s+)\p{Lu}[\p{L}\p{N}]*/gu)) {
      const word = m[0];
      if (!isAllCaps(word) && !map.has(word.toLowerCase())) map.set(word.toLowerCase(), word);
    }
  }
  return map;
}

function finishSentence(text: string): string {
  let s = capitalizeFirst(text.trim().replace(/\s+/g, ' ').replace(/\s+([,.;:!?])(?!\d)/g, '$1'));
  s = s.replace(/[,;:\-–—\s]+$/u, '');
  if (!/[.!?]$/.test(s)) s += '.';
  return s;
}

export function analyzeBullet(index: number, rawHeader: string, parsed: Sentence[]): BulletFact {
  const header = isBannedSentence(rawHeader) ? '' : rawHeader;
  const kept: Sentence[] = [];
  const banned = parsed.map((sentence) => isBannedSentence(sentence.text));
  parsed.forEach((sentence, i) => {
    if (banned[i]) return;
    // A claim can straddle a sentence break that is really an abbreviation (`Rs. 500`).
    const next = parsed[i + 1];
    const previous = parsed[i - 1];
    if (next && !banned[i + 1] && isBannedSentence(`${sentence.text} ${next.text}`)) return;
    if (previous && !banned[i - 1] && isBannedSentence(`${previous.text} ${sentence.text}`)) return;
    if ((sentence.text.match(/\p{L}/gu) ?? []).length < 2) return;
    // `Questions?` left over once the contact details are gone says nothing.
    if (sentence.tokens.length <= 1 && /[?!]\s*$/u.test(sentence.text)) return;
    kept.push(sentence);
  });
  const sentences = kept.map((s) => finishSentence(s.text));
  // nounPhrases leaves out what a negation governs (`NOT compatible with X`, `free of plastic taste`).
  const phrases = kept.flatMap((s) => nounPhrases(s));
  const words = new Set<string>();
  for (const w of header.match(/[\p{L}\p{N}]+/gu) ?? []) words.add(normalizeWord(w));
  for (const s of kept) for (const t of s.tokens) words.add(t.norm);
  return { index, header, sentences, parsed: kept, phrases, words };
}

