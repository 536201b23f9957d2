import { allLiteralsBetween, AROUND, removeInvisible, spellingKey, unsupportedClaims } from '../../rules/index.js';
import { spelledOutMeasures } from './measures.js';

/*
 * The seller's text as the yardstick of every check: read once per generation, with invisible
 * characters and typographic quote marks out of the way, and the materials the seller only names as
 * absent ("free of plastic taste") set apart.
 */

/**
 * Lowercase words joined by single spaces, so "BPA-Free" in the input supports "bpa free", each in
 * one spelling, so the seller's "Grey" supports "gray".
 */
export function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim()
    .split(' ')
    .map(spellingKey)
    .join(' ');
}

/** The seller's text, read once for many drafts. */
export interface SellerText {
  text: string;
  /** plainWords(text), padded with spaces for whole-phrase lookups. */
  plain: string;
  /** Materials and the like the seller only ever mentions as absent ("free of plastic taste", "BPA-free"). */
  absent: readonly string[];
  /** The text with its dimensions also spelled out a number and a unit at a time (measures.ts): what numbers are checked against. */
  facts: string;
}

/** Invisible characters inside the seller's words ("DISHWASHER\u202C SAFE") must not hide them. */
export function sellerText(text: string): SellerText {
  const clean = sameQuoteMarks(removeInvisible(text).normalize('NFC'));
  const measures = spelledOutMeasures(clean);
  return { text: clean, plain: ` ${plainWords(clean)} `, absent: absentWords(clean), facts: measures ? `${clean}\n${measures}` : clean };
}

/**
 * Each place the word stands whole in the text, whatever its case: what a `giu` pattern of it between
 * letters and digits matches (without making that pattern, see literalBetween).
 */
export const wordMatches = (text: string, word: string) =>
  allLiteralsBetween(text, word, { before: AROUND.wordStart, after: AROUND.wordEnd, ignoreCase: true }).map((m) => ({ index: m.index, text: text.slice(m.index, m.end) }));
/** "plastic-free", "free of plastic", "no plastic": the word is there, the material is not. */
export const absentAt = (text: string, start: number, end: number) => negated(text, start) || /^(?:[ \t]?-[ \t]?|[ \t])free(?![\p{L}])/iu.test(text.slice(end, end + 8));

function absentWords(text: string): string[] {
  const claimWords = unsupportedClaims({ title: '', bullets: [text] }, '')
    .map((f) => text.slice(f.start, f.end).trim().toLowerCase())
    .filter((w) => !/\d/.test(w));
  return [...new Set(claimWords)].filter((word) => wordMatches(text, word).every((m) => absentAt(text, m.index, m.index + m.text.length)));
}

/** Whether the seller wrote these words, in this order, anywhere. */
export function saidBySeller(source: SellerText, phrase: string): boolean {
  const words = plainWords(phrase);
  return words !== '' && source.plain.includes(` ${words} `);
}

/** After a number, typographic quotes are feet and inches: "4.5’" and "4.5'" are the same fact. */
export function sameQuoteMarks(text: string): string {
  return text.replace(/(?<=\d\s?)[’‘]/gu, "'").replace(/(?<=\d\s?)[“]/gu, '"');
}

/** "free of plastic taste", "no metal parts": the seller says the product lacks it. */
export function negated(text: string, at: number): boolean {
  // Up to two words between, on the same line and in the same clause: "no metal parts", not "No\nSpecial rubber".
  return /(?<![\p{L}\p{N}])(?:free of|no|without|not|never|zero)(?:[ \t-]+[\p{L}]+){0,2}[ \t-]*$/iu.test(text.slice(Math.max(0, at - 40), at));
}

