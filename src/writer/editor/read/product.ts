import { lexiconTag } from '../lexicon/nlp.js';

import { FUNCTION_WORDS, normalizeWord } from '../../../rules/index.js';
import { isColour, isKnownNoun, isMaterial, isProductNoun } from './lexical.js';
import { isUnitWord } from './measures.js';

/*
 * The product as a common noun (`longboard`, `water filter cartridge`, `headphones`), so text can
 * say "this longboard" and search terms can look up its synonyms. Read from the head of the
 * title's name (the last noun before `for`, `with`, a number or a bracket), checked against
 * WordNet and against the seller's own lowercase use in the bullets.
 */

export interface ProductNoun {
  /** Lowercase, as the seller writes it in running text ('' when none could be read). */
  noun: string;
  plural: boolean;
  /** The last word, singular: the key for WordNet and for matching mentions. */
  head: string;
}

// (Not `to`: `USB to Lightning ... Cable` names one product. Nor `in Ear`: `boAt Airdopes 171 in Ear
// … Earbuds` is one product, the in-ear kind; cut there, the product read as `boat airdopes`.)
const CUT = /\s(?:for|with|by|featuring|compatible|includes?|including|that|which|in(?!\s+ear\b)|from)\s/iu;

const TOKEN = /[\p{L}][\p{L}'’-]*|\d[\p{L}\p{N}.,/"'-]*/gu;

/** A text's tokens, and after which of them the text breaks (a spaced dash, a comma, a bar, a slash or a bracket between two words). */
function tokensWithBreaks(text: string): { words: string[]; breaks: ReadonlySet<number> } {
  const found = [...text.matchAll(TOKEN)];
  const breaks = new Set<number>();
  found.forEach((m, i) => {
    const next = found[i + 1];
    if (next && /[,|;:()[\]/–—]|\s-\s/u.test(text.slice(m.index + m[0].length, next.index))) breaks.add(i);
  });
  return { words: found.map((m) => m[0]), breaks };
}

/** What a company's name ends on (`Inc`, `Ltd.`, `LLC`, `Co.`). */
const COMPANY_SUFFIX = /^(?:inc|ltd|llc|llp|corp|co|company|gmbh|plc|pvt)\.?,?$/iu;

const TWO_LETTER_PRODUCT = /^(?:TV|PC)$/u;

export function readProductNoun(name: string, segments: readonly string[], bulletText: string, mainKeyword: string): ProductNoun {
  const lowerBullets = new Set((bulletText.match(/(?<![\p{L}])\p{Ll}[\p{L}-]*/gu) ?? []).map(normalizeWord));
  const mainWords = (mainKeyword.toLowerCase().match(/[\p{L}]+/gu) ?? []).map(normalizeWord);
  const mainHead = mainWords.at(-1) ?? '';
  // The name (up to `for`, `with`, ...) first; the title's other segments can name it too (`..., Sturdy Type C Cable`).
  const pieces = [name, ...segments].map((p, i) => ({ ...tokensWithBreaks(p.split(CUT)[0] ?? p), bonus: i === 0 ? 2 : 0 }));
  let best: { piece: number; index: number; score: number } | undefined;
  pieces.forEach(({ words, breaks, bonus }, piece) => {
    // Words after a measure (`... Bottle 750ml Stainless Steel`) are attributes, not the product.
    // (A hyphenated number before a noun modifies it, `3-Wire … 30-Amp Dryer Cord`: the cord is the product.)
    const firstMeasure = words.findIndex((w) => /\d/u.test(w) && !/^\d+(?:[.,]\d+)?-\p{L}+$/u.test(w));
    words.forEach((word, index) => {
      const lower = word.toLowerCase();
      // (Two letters name no product, but for the two that do: `TV`, `PC`.)
      if (/\d/u.test(word) || FUNCTION_WORDS.has(lower) || (lower.length < 3 && !TWO_LETTER_PRODUCT.test(word))) return;
      // (A word spelled with a capital inside, `boAt`, `iPhone`, `eBay`, is a name, whatever the dictionary says of `boat`.)
      if (/^\p{Ll}+\p{Lu}/u.test(word)) return;
      // (A word before a company's suffix names the company: `Toys` of `Bloco Toys Inc`.)
      if (COMPANY_SUFFIX.test(words[index + 1] ?? '')) return;
      const norm = normalizeWord(lower);
      // `longboard` is no WordNet word, but a kind of `board`: a compound on a known product noun.
      const compound = !isKnownNoun(lower) && [...Array(Math.max(0, lower.length - 3)).keys()].some((i) => i > 1 && isProductNoun(lower.slice(i)) && lower.slice(i).length >= 4);
      const known = isKnownNoun(lower) || compound;
      // A word only ever capitalised, unknown to WordNet, is a name (`Rockerz`, `Swach`).
      if (!known && !lowerBullets.has(norm)) return;
      // The head noun ends the name: later words weigh more.
      let score = bonus + (index / Math.max(1, words.length)) * 3;
      if ((isProductNoun(lower) || compound) && !isMaterial(lower)) score += 4;
      else if (known) score += 1;
      if (firstMeasure >= 0 && index > firstMeasure) score -= 2;
      if (lowerBullets.has(norm)) score += 2;
      // (A noun before another noun modifies it, `Food` of `Mini Food Sealer-Impulse Machine`: the
      // bullets' `food` is what it seals, not the product.)
      // (Not across a break: `Table - Height Adjustable …` ends the name on `Table`.)
      const next = breaks.has(index) ? '' : (words[index + 1] ?? '').toLowerCase();
      if (next && !/\d/u.test(next) && !isColour(next) && !isMaterial(next) && next.split('-').every((part) => isKnownNoun(part) && !isUnitWord(part))) score -= 2;
      // (`in Ear Earphones`, `Over Ear Headphones`: the kind, never the product, whatever the keyword says.)
      if (next && /^(?:in|on|over)$/iu.test(words[index - 1] ?? '') && !breaks.has(index - 1)) return;
      // The main keyword breaks ties; the name's own last noun (`... Charger Cable`) decides.
      if (norm === mainHead) score += 1.5;
      // The whole main keyword written by the seller (`Power Bank` for `power banks`) names the
      // product, ahead of a part it has (`Triple Output Ports`).
      if (norm === mainHead && mainWords.length >= 2 && mainWords.slice(0, -1).every((w, i) => normalizeWord((words[index - mainWords.length + 1 + i] ?? '').toLowerCase()) === w)) score += 4;
      // A word compromise's lexicon knows only as another part of speech (`used`, `cool`) names no product.
      const tag = lexiconTag(lower);
      if (tag !== undefined && !/Noun|Singular|Plural|Uncountable/u.test(tag) && !known) score -= 3;
      if (!best || score >= best.score) best = { piece, index, score };
    });
  });
  if (!best || best.score < 5) return { noun: '', plural: false, head: '' };
  const words = pieces[best.piece]?.words ?? [];
  const headWord = words[best.index] ?? '';
  let start = best.index;
  // A compound the seller also writes in lowercase (`water filter`, `pizza flour`) stays whole.
  const lowerText = ` ${bulletText.toLowerCase().replace(/\s+/gu, ' ')} `;
  while (start > 0 && start > best.index - 2) {
    const prev = words[start - 1] ?? '';
    if (/\d/u.test(prev) || FUNCTION_WORDS.has(prev.toLowerCase())) break;
    const candidate = words.slice(start - 1, best.index + 1).join(' ').toLowerCase();
    const singular = [...words.slice(start - 1, best.index).map((w) => w.toLowerCase()), normalizeWord(headWord.toLowerCase())].join(' ');
    if (!lowerText.includes(` ${candidate}`) && !lowerText.includes(` ${singular}`)) break;
    start--;
  }
  const noun = words.slice(start, best.index + 1).join(' ').toLowerCase();
  const head = normalizeWord(headWord.toLowerCase());
  const plural = headWord.toLowerCase() !== head && /s$/iu.test(headWord) && !/ss$/iu.test(headWord);
  return { noun, plural, head };
}
