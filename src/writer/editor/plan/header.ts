import { lexiconTag } from '../lexicon/nlp.js';
import { AROUND, CASED_WORD_PATTERN, escapeRegExp, FUNCTION_WORDS, labelWords, literalBetween, lowerPlainWords, normalizeWord, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../../rules/index.js';
import { isArtifactNoun, isKnownNoun, isOnlyAdjective } from '../read/lexical.js';
import { isUnitWord } from '../read/measures.js';
import { wordnet } from '../lexicon/wordnet.js';
import type { NounPhrase } from '../read/noun-phrases.js';
import { isCatchAll } from './keyword-plan.js';

/*
 * Bullet headers: a short, well-formed noun phrase for the bullet's main fact. The seller's own
 * header is kept when it is one; otherwise the header is the sentence's most telling noun phrase.
 */

const MAX_WORDS = 6;

/** A word that measures (`length`, `size`, `capacity`): after a number it belongs to that number. */
const isUnitLike = (word: string) => isUnitWord(word) || /^(?:length|size|width|height|depth|capacity|weight|thickness|diameter|long|wide|high|thick|deep)$/iu.test(word);
const flat = (text: string) => text.toLowerCase().replace(/\s+/gu, ' ');
const words = labelWords;

/** Quantifiers and degree words that say nothing on their own in a header. */
const EMPTY_WORDS = /^(?:one|other|others|all|each|every|any|many|much|more|most|very|so|too|extra|super|always|never|also|just|only|same|such)$/iu;
const QUESTION_OR_PLACE = /^(?:what|where|when|which|who|whom|how|why|anywhere|anyway|here|there)$/u;
/** A determiner or quantifier wants the noun after it (`PLACE AT ANY`). */
const WANTS_NOUN = /^(?:any|every|each|some|no|other|another|such|both|either|neither)$/u;

/** Particles that finish a phrasal verb (`ROLLS UP`, `PLUGS IN`): then they end the header, they do not dangle. */
const PARTICLE = /^(?:up|down|out|off|in|on|over)$/u;

/**
 * Whether a header ends on a verb's particle (`TRACK ROLLS UP`, `EASY SET UP`): WordNet lists the
 * phrasal verb (`roll up`). Cut, the header said another thing (`TRACK ROLLS`).
 */
function endsOnParticle(ws: readonly string[]): boolean {
  const last = (ws.at(-1) ?? '').toLowerCase();
  const verb = (ws.at(-2) ?? '').toLowerCase();
  if (!PARTICLE.test(last) || !/^\p{L}{2,}$/u.test(verb)) return false;
  // (The verb as written, or its base: `rolls`, `snaps`, `pushes` give `roll`, `snap`, `push`.)
  const bases = [verb, verb.replace(/s$/u, ''), verb.replace(/es$/u, '')];
  return bases.some((base) => base.length >= 2 && wordnet().has(`${base} ${last}`, 'verb'));
}

/** Why a header cannot stand, or undefined when it is a good one. */
export function headerFault(header: string): string | undefined {
  const ws = words(header);
  if (ws.length === 0) return 'empty';
  if (ws.length > MAX_WORDS || header.length > 50) return 'too long';
  const last = (ws[ws.length - 1] ?? '').toLowerCase();
  // `AGES 3 AND UP` ends on an age, not on a function word.
  const andUp = /\d\+?\s+(?:and|&|or)\s+(?:up|above|older|over)$/iu.test(header);
  if (!andUp && !endsOnParticle(ws) && (FUNCTION_WORDS.has(last) || QUESTION_OR_PLACE.test(last) || WANTS_NOUN.test(last))) return 'ends on a function word';
  if (ws.every((w) => !/\p{L}/u.test(w))) return 'no words';
  // Words that carry something: not function words, quantifiers or adverbs (`ONE`, `OTHER`, `ALWAYS`, `WIDELY`).
  const content = ws.filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()) && !EMPTY_WORDS.test(w) && !/ly$/iu.test(w));
  if (content.length === 0) return 'without a content word';
  // (`OTHER USB DEVICES` points at something else, not at the bullet's fact.)
  if (/^(?:other|another|such)$/iu.test(ws[0] ?? '')) return 'a quantifier';
  // A word after `to` is a verb, whatever else it can be (`EASY TO CLEAN`, `READY TO USE`).
  const infinitives = new Set(ws.flatMap((w, i) => (i > 0 && ws[i - 1]!.toLowerCase() === 'to' ? [w] : [])));
  // (Of two words or more, only words that are nothing but adjectives: `EASY CLEAN` and `CORDLESS POURING` name a feature.)
  const adjective = (w: string) => !infinitives.has(w) && ((isOnlyAdjective(w) && (content.length === 1 || !/ing$/iu.test(w))) || (content.length === 1 && /Adjective|Comparable/u.test(lexiconTag(w.toLowerCase()) ?? '')));
  if (content.every(adjective)) return 'a lone adjective';
  if (/^(?:what|why|how|who|when|where|which|this|these)\b|\b(?:it|you|your|we|our|they|them|us)\b|\b(?:here|there|that|let)['’]s\b/iu.test(header)) return 'a clause';
  // Two phrases run together (`ASIAN KITCHEN--HERE'S`): a header is one phrase.
  if (/--|—/u.test(header)) return 'two phrases';
  if (ws.some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w.toLowerCase()))) return 'a subjective or temporary claim';
  // An instruction to the shopper (`Read before buying`, `Please note`, `Size chart`).
  if (/^(?:please|note|read|check|see|click|contact|buy|order|kindly|warning|attention|size chart|notice)\b/iu.test(header)) return 'an instruction';
  // A clause (`Product includes`, `It keeps food fresh`): a verb in -s that is no plural noun (`details`).
  const finite = ws.some((w) => {
    const lower = w.toLowerCase();
    const verb = lexiconTag(lower) === 'PresentTense' || (lexiconTag(lower) === undefined && lexiconTag(lower.slice(0, -1)) === 'Infinitive');
    return /s$/u.test(lower) && verb && !isKnownNoun(lower);
  });
  if (finite) return 'a clause';
  return undefined;
}

/** What names the product itself: the words of its name, its noun and the title's name (`Gold Medal Oat Bran Muffin Mix`). */
export interface ProductNaming {
  nameWords: ReadonlySet<string>;
  productHead: string;
  /** The name the title gives the product, when it is known. */
  titleName?: string;
}

/**
 * A header that only names the product (`MUFFIN MIX` on a muffin mix, `BIG FARM LOGGING TRUCK` on
 * that truck, `PC SQUARE` of the brand PC Square): every word is a word of the product's name, and
 * it ends on the product's noun or is the name's opening words (the brand). It names no fact of
 * its bullet. A measure (`12OZ BOTTLE`) and a feature the name holds (`BLUETOOTH CALLING` of a
 * bluetooth calling watch) are facts, and stay.
 */
export function headerNamesProduct(header: string, naming: ProductNaming): boolean {
  const ws = lowerPlainWords(header).filter((w) => !FUNCTION_WORDS.has(w));
  if (ws.length === 0 || ws.some((w) => /\d/u.test(w)) || !naming.titleName) return false;
  const title = lowerPlainWords(naming.titleName);
  // (The name up to its noun: `Gluten Free` after `Protein Bars - ` is a fact of the bars.)
  const head = title.findIndex((w) => normalizeWord(w) === naming.productHead);
  const name = new Set([...naming.nameWords, ...(head >= 0 ? title.slice(0, head + 1) : title).map(normalizeWord)]);
  const stems = ws.map(normalizeWord);
  if (!stems.every((w) => name.has(w))) return false;
  const brand = lowerPlainWords(header).every((w, i) => title[i] === w);
  return stems.at(-1) === naming.productHead || brand;
}

/** The words before an object of use or a place: `to connect (the)`, `into your`, `behind the`, `for`. */
const OBJECT_OF_USE = /(?:^|\s)(?:to\s+[\p{L}-]+|into|onto|behind|from|in|on|at|under|inside|for|near|around)(?:\s+(?:your|the|a|an|any|all|other|latest|their|his|her|its|my|our|most|many))*\s*$/u;
/**
 * What the product is used to do something to (`to connect hard drives and other USB devices`),
 * either object: never its fact. (With no other phrase, the bullet's opening heads it: `2 USB PORTS`.)
 */
const PURPOSE_OBJECT = /(?:^|\s)to\s+[\p{L}-]+(?:(?:\s+[\p{L}\p{N}-]+){0,3}\s+(?:and|or|&))?(?:\s+(?:your|the|a|an|any|all|other|latest|their|his|her|its|my|our|most|many))*\s*$/u;
/** `Wipe clean with a dry cloth`: what the product is cleaned with is never its fact. */
const CLEANED_WITH = /\b(?:wipe|wiped|clean|cleaned|wash|washed|dust|rinse|dry)\b[^.;]{0,20}\swith(?:\s+(?:a|an|the|some))?\s*$/u;

const OPENING_DETERMINER = /^(?:the|a|an|this|these|our|your|its|each|every)$/u;

/**
 * Whether a text opens with the header's words (`LEAK PROOF LID: The leak proof lid ...`, `SLIM
 * FRESH K617: Slim Fresh K617 ...`): such a header repeats what the bullet says first.
 */
export function opensWith(text: string, header: string): boolean {
  return opensWithWords(lowerPlainWords(text), header);
}

/** opensWith over the text's words, made once for all the phrases of a bullet. */
function opensWithWords(textWords: readonly string[], header: string): boolean {
  const h = lowerPlainWords(header);
  let t = textWords;
  if (h.length === 0) return false;
  while (t.length > 0 && OPENING_DETERMINER.test(t[0] ?? '') && !OPENING_DETERMINER.test(h[0] ?? '')) t = t.slice(1);
  return h.every((w, i) => t[i] === w);
}

/** Where the phrase's words start among the text's words (infinite when they are not there): the tail of an opening phrase starts early. */
function openingIndex(t: readonly string[], phrase: string): number {
  const p = lowerPlainWords(phrase);
  for (let i = 0; i + p.length <= t.length; i++) if (p.every((w, j) => t[i + j] === w)) return i;
  return Number.POSITIVE_INFINITY;
}

/** Header case: capitals, except words the seller spells with internal capitals or digits (`iPhone`, `40mm`, `mAh`). */
export function headerCase(phrase: string): string {
  // (`electric electric kettle`, a seller's slip, heads a bullet once: `ELECTRIC KETTLE`.)
  return phrase.replace(/(?<![\p{L}\p{N}])([\p{L}]+)\s+\1(?![\p{L}\p{N}])/giu, '$1').replace(CASED_WORD_PATTERN, (word) => (/\d|\p{Ll}\p{Lu}/u.test(word) ? word : word.toUpperCase()));
}

/** A long phrase also offers its tail (`storage bins` of `two different size storage bins`). */
function candidates(phrases: readonly NounPhrase[]): NounPhrase[] {
  const out: NounPhrase[] = [];
  for (const phrase of phrases) {
    out.push(phrase);
    const ws = phrase.text.split(' ');
    for (const take of [3, 2]) {
      if (ws.length > take) out.push({ text: ws.slice(-take).join(' '), position: phrase.position + ws.length - take, words: take });
    }
  }
  return out;
}

/*
 * What deriveHeader looks for around a phrase, as fixed patterns (literalBetween): each phrase built into
 * a pattern of its own cost V8 a compile of these classes for every phrase. Each holds with the flags the
 * pattern it stands for had.
 */
/** `23 V` of `(?:\p{Lu}[\p{L}]*|[/,x×]|\d|\d\s*(?:to|-|–|~)\s*)\s*23`: a number after a name, a list mark, a digit or a range. */
const AFTER_NAME_OR_NUMBER = /(?<=(?:\p{Lu}[\p{L}]*|[/,x×]|\d|\d\s*(?:to|-|–|~)\s*)\s*)/uy;
const NOT_AFTER_NUMBER = /(?<![\p{L}\p{N}.,])/uy;
/** After a measure (`3.5mm `), or a bare count (`8 `), as the `i` patterns had them. */
const AFTER_MEASURE = /(?<=\d[\p{L}.]*\s+)/iuy;
const AFTER_COUNT = /(?<=(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?\s+)/iuy;
const AFTER_NEGATION = /(?<=(?<![\p{L}])(?:not|no|never|without|non)[\s-]+(?:(?:a|an|the|any)\s+)?)/iuy;

/**
 * The header for a bullet from its noun phrases: a phrase with a number or a keyword word weighs
 * most, then two or three words, then an early position; the product's own name says nothing new,
 * and neither does a header that would repeat the whole text.
 */
export function deriveHeader(
  phrases: readonly NounPhrase[],
  keywordWords: ReadonlySet<string>,
  productHead: string,
  nameWords: ReadonlySet<string>,
  text: string,
  /** Headers earlier bullets use already: no two bullets share one. */
  taken: ReadonlySet<string> = new Set(),
): string {
  const textWords = words(text).length;
  // The text's own forms, made once for all its phrases (each check below used to make them again).
  const flatText = flat(text);
  const textPlain = lowerPlainWords(text);
  const firstWord = normalizeWord(textPlain[0] ?? '');
  // Whether the text could hold what the patterns below look for at all.
  const numbered = /\)/u.test(text);
  const numbers = /\d/u.test(text);
  const excludes = /sold separately|not included|excluded/iu.test(text);
  const negates = /(?<![\p{L}])(?:not|no|never|without|non)[\s-]/iu.test(text);
  let best: { phrase: NounPhrase; score: number } | undefined;
  for (const phrase of candidates(phrases)) {
    const ws = words(phrase.text);
    // The cheap tests first: most phrases fail one of them, before any pattern is built for them.
    if (ws.length === 0 || ws.length > 4 || ws.length >= textWords - 1) continue;
    if (taken.has(phrase.text.toLowerCase())) continue;
    // (`MIXER GRINDER'S POWERFUL MOTOR`: a possessive says whose thing it is; its tail is a candidate of its own.)
    if (/['’]s\b/iu.test(phrase.text)) continue;
    // Only words, spaces, hyphens and apostrophes; a number keeps the unit mark it has in the text.
    // (A decimal point reads as a sentence's end to a shopper scanning `HEADER:` and to the score.)
    // Nor does a header end on a number: shoppers and the score read `RATIO 16: 9` as no header.
    if (!/^[\p{L}\p{N}][\p{L}\p{N}\s'’&-]*$/u.test(phrase.text) || /[-\d]$/u.test(phrase.text)) continue;
    // A header with a number is the seller's phrase as written (`94 mm` of `94(L) mm` is not, nor
    // `08 inches` of `.08 inches`), and names what the number measures (`5 fans`, not `23 V`).
    if (/\d/u.test(phrase.text)) {
      // A number inside a name or a list (`Warp Charge 30 Power Adapter`, `iPhone 14 / 13 / 13 Pro`)
      // is no measure to lead a header with.
      // Nor is the end of a range (`32 to 43 inch sets`, `4-7 inch phones`).
      if (/^\d/u.test(phrase.text) && literalBetween(text, ws[0] ?? '', { before: AFTER_NAME_OR_NUMBER, after: AROUND.wordEnd }) >= 0) continue;
      if (literalBetween(flatText, flat(phrase.text), { before: NOT_AFTER_NUMBER, after: AROUND.wordEnd }) < 0) continue;
      if (isUnitWord(ws[ws.length - 1] ?? '')) continue;
    }
    if (ws.some((w) => /\d$/u.test(w) && new RegExp(`${escapeRegExp(w)}\\s?["”″'’%°]`, 'u').test(text))) continue;
    if (headerFault(phrase.text) || /^[x×]$/iu.test(ws[0] ?? '') || isUnitWord(ws[0] ?? '')) continue;
    const norms = ws.map((w) => normalizeWord(w.toLowerCase()));
    if (norms.every((n) => nameWords.has(n) || n === productHead || EMPTY_WORDS.test(n) || FUNCTION_WORDS.has(n))) continue;
    // `CASE: Case friendly ...` reads as a stutter.
    if (norms[norms.length - 1] === firstWord) continue;
    // A one-word header is a thing (`BASE`, `BATTERY`), never `THERE` or `PREMIUM`, nor any goods (`PRODUCT`, `ITEM`).
    if (ws.length === 1 && (!isArtifactNoun((ws[0] ?? '').toLowerCase()) || isCatchAll(normalizeWord((ws[0] ?? '').toLowerCase())))) continue;
    // It ends on a noun WordNet knows, a code or an acronym; not on `approx` or a misspelling.
    const last = ws[ws.length - 1] ?? '';
    if (!/\d|^\p{Lu}{2,}$/u.test(last) && !isKnownNoun(last.toLowerCase()) && !/\p{Lu}/u.test(last.slice(1))) continue;
    // (The tests below build a pattern for each phrase, so they come last, each after a cheap test of the text.)
    // Nor is a list's numbering part of one (`MATERIAL STAINLESS STEEL IV` of `Material- Stainless Steel iv) Concealed Element`).
    if (numbered && ws.some((w) => /^(?:i{1,3}|iv|vi{0,3}|ix|x)$/iu.test(w) && new RegExp(`(?<![\\p{L}])${w}\\)`, 'iu').test(text))) continue;
    // A header never repeats the text's opening words.
    if (opensWithWords(textPlain, phrase.text) || openingIndex(textPlain, phrase.text) <= 2) continue;
    // Nor names what the text says is not included (`GUN: Hat and gun sold separately`).
    if (excludes && new RegExp(`${escapeRegExp(phrase.text)}(?:\\s+\\p{L}+){0,2}\\s+(?:(?:is|are)\\s+)?(?:sold separately|not included|excluded)`, 'iu').test(text)) continue;
    // A tail cut from its number (`LENGTH CABLE` of `1.5m length cable`, `PIN USB` of `8 pin USB`) names nothing.
    // (A bare count before any phrase; a measure, `3.5mm RCA male cable`, only before a word that measures.)
    if (numbers && literalBetween(text, phrase.text, { before: isUnitLike(ws[0] ?? '') ? AFTER_MEASURE : AFTER_COUNT, after: AROUND.wordEnd, ignoreCase: true }) >= 0) continue;
    // What the text says the product is not (`Not a protective helmet`) must never head it.
    if (negates && literalBetween(text, phrase.text, { before: AFTER_NEGATION, ignoreCase: true }) >= 0) continue;
    // What the product is used with or where (`to connect hard drives`, `behind the door`) is not its fact.
    const before = flatText.slice(0, Math.max(0, flatText.indexOf(flat(phrase.text))));
    const object = OBJECT_OF_USE.test(before);
    if ((object && ws.length === 1) || CLEANED_WITH.test(before) || PURPOSE_OBJECT.test(before)) continue;
    let score = object ? -2.5 : 0;
    if (/\d/u.test(phrase.text)) score += 3;
    if (norms.some((n) => keywordWords.has(n))) score += 2;
    score += ws.length >= 2 ? 2 : 0.5;
    score -= phrase.position * 0.3;
    if (norms.some((n) => nameWords.has(n))) score -= 1;
    if (!best || score > best.score) best = { phrase, score };
  }
  return best ? best.phrase.text : '';
}
