import type { Keywords } from '../../listing/types.js';
import { FUNCTION_WORDS, normalizeWord } from '../../listing/words.js';
import { filledBullets, keywordsOf, type OptimizerInput } from '../contract.js';
import { analyzeBullet, knownSpellings, splitHeader, type BulletFact } from './bullet-facts.js';
import { titleWordCase, unshout } from './casing.js';
import { cleanField, removeBannedPhrases } from './clean.js';
import { isAdjectiveWord, isProperWord, isVerbWord, parseMany, type Sentence, type Token } from './parse.js';
import { negationsIn, type Negation } from './negation.js';
import { negatedOnlyWords } from './negated.js';
import { searchWordsOf } from './search-words.js';
import { audiencePhrases, benefitPhrases, certificationPhrases, compatibilityPhrases, inBoxPhrases, MATERIALS, nounPhrases, usagePhrases, type Phrase } from './phrases.js';
import { analyzeTitle, type TitleFacts } from './title-facts.js';
import { variationFor, type Variation } from './variation.js';

export type { BulletFact } from './bullet-facts.js';
export type { TitleFacts } from './title-facts.js';

/** Everything the writer knows about one listing, all of it from the seller's own text and keywords. */
export interface ListingAnalysis {
  input: OptimizerInput;
  keywords: Keywords;
  /** Whether each keyword (lowercased) reads as a noun or an adjective, for choosing a sentence frame. */
  keywordKinds: Map<string, KeywordKind>;
  title: TitleFacts;
  bullets: BulletFact[];
  /** The product as a common noun (`yoga mat`), for `this yoga mat`. */
  productNoun: string;
  productNounPlural: boolean;
  usages: string[];
  audiences: string[];
  benefits: string[];
  inBox: string[];
  compatibility: string[];
  certifications: string[];
  /** The seller's noun phrases with a material in them, whole (`stainless steel interior`). */
  materials: string[];
  /** Noun phrases that start with a number (`3 HDMI ports`), the seller's measurable facts. */
  measured: string[];
  /** The seller's nouns and modifiers shoppers search with, most frequent first (search-words.ts). */
  searchWords: string[];
  /** Lowercase words the seller only ever used inside a negation (`plastic` of `free of plastic taste`). */
  negatedOnly: Set<string>;
  /** The seller's title and bullets, cleaned, with the negations in them, to check a phrase before lifting it. */
  sellerText: string;
  negations: Negation[];
  /** Normalized words of all seller text and keywords, for persona cues. */
  wordSet: Set<string>;
  /** Everything the seller gave, for checking that output states nothing new. */
  source: string;
  /** Lowercased words the seller capitalises mid-sentence: names to keep capitalised. */
  properWords: Set<string>;
  variation: Variation;
}

/** The last run of nouns (at most `max`) before any preposition, lowercased; '' if the phrase ends on no noun. */
function headNoun(sentences: readonly Sentence[], max: number): { noun: string; plural: boolean } {
  const tokens = sentences.flatMap((s) => s.tokens);
  const cut = tokens.findIndex((t, i) => i > 0 && (t.preposition || t.conjunction));
  const head = cut > 0 ? tokens.slice(0, cut) : tokens;
  let end = head.length - 1;
  while (end >= 0 && !(head[end]?.noun ?? false)) end--;
  const last = head[end];
  if (!last || last.gerund || last.value || last.adjective) return { noun: '', plural: false };
  let start = end;
  const compound = (t: Token | undefined) => t !== undefined && (t.noun || (t.verb && !t.gerund && !t.participle)) && !t.value && !t.adjective && !t.determiner && !t.pronoun;
  while (start - 1 >= 0 && compound(head[start - 1]) && end - start < max - 1) start--;
  return { noun: head.slice(start, end + 1).map((t) => t.lower).join(' '), plural: last.plural };
}

/** Heads that name no product: `Play` in `Crawl N Play`, `Inc` in `Forum Novelties Inc`. */
const GENERIC_HEADS: ReadonlySet<string> = new Set([
  'play', 'inc', 'ltd', 'llc', 'co', 'ear', 'series', 'edition', 'version', 'model', 'pro', 'plus', 'max', 'mini', 'ultra', 'item',
  'piece', 'type', 'style', 'color', 'colour', 'size', 'black', 'white', 'grey', 'gray', 'new', 'original', 'genuine', 'gen', 'generation',
  'inch', 'inches', 'cm', 'mm', 'feet', 'ft', 'pcs', 'ready', 'smart', 'hd', 'led', 'usb', 'wireless', 'bluetooth', 'digital', 'electric',
]);
/** Products sold as a pair or in the plural only: `these jeans`, never `this jean`. */
const PLURALIA = /^(?:jeans|pants|shorts|trousers|leggings|scissors|glasses|sunglasses|goggles|pliers|tongs|tweezers|binoculars|headphones|earphones|earbuds|clothes|pajamas|pyjamas|tights|socks|gloves|shoes|boots|sandals|slippers|sneakers)$/u;

interface NounChoice {
  noun: string;
  plural: boolean;
}

/**
 * The product as a common noun (`screen protector`, for `this screen protector`): from the main
 * keyword when the seller's text uses its head word, otherwise from the product name, otherwise the
 * title's common noun the bullets also use. Two words only when the seller writes them together;
 * names, brands and codes never (`this oneplus`).
 */
function productNounOf(keyword: Sentence[], name: Sentence[], titleTokens: readonly Token[], text: string, bulletText: string, exclude: ReadonlySet<string>): NounChoice {
  const lower = text.toLowerCase();
  const normalized = ` ${(lower.match(/[\p{L}\p{N}]+/gu) ?? []).map(normalizeWord).join(' ')} `;
  const shorten = (found: NounChoice) => {
    const words = found.noun.split(' ');
    const sequence = ` ${words.map(normalizeWord).join(' ')} `;
    // A plural modifier is rarely part of the noun: `friends toy` is a toy.
    const pluralModifier = words.length > 1 && /[^s]s$/u.test(words[0] ?? '') && !/^(?:sports|kids|mens|womens|arts|glasses|goods)$/u.test(words[0] ?? '');
    return words.length > 1 && (!normalized.includes(sequence) || pluralModifier) ? { noun: words[words.length - 1] ?? '', plural: found.plural } : found;
  };
  const valid = (found: NounChoice) => {
    const words = found.noun.split(' ').filter(Boolean);
    const head = words[words.length - 1] ?? '';
    return (
      words.length > 0 && !GENERIC_HEADS.has(head) && !(isAdjectiveWord(head) && !isVerbWord(head)) &&
      words.every((w) => /^\p{L}[\p{L}-]*$/u.test(w) && (w.length >= 3 || w === 'tv' || w === 'pc') && !FUNCTION_WORDS.has(w) && !exclude.has(w) && !isProperWord(w))
    );
  };
  const fromKeyword = shorten(headNoun(keyword, 2));
  const keywordHead = fromKeyword.noun.split(' ').pop() ?? '';
  const words = new Set((lower.match(/[\p{L}\p{N}]+/gu) ?? []).map(normalizeWord));
  if (valid(fromKeyword) && (keywordHead.match(/[\p{L}\p{N}]+/gu) ?? []).every((w) => words.has(normalizeWord(w)))) return fromKeyword;
  const fromName = shorten(headNoun(name, 2));
  // A one-word name is usually the brand (`akiara`): only a noun the seller also uses in lowercase counts.
  const nameWords = name.flatMap((x) => x.tokens);
  const evidence = nameWords.length > 1 || (bulletText.match(new RegExp(`(?<![\\p{L}])${fromName.noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u')) ?? []).length > 0;
  if (valid(fromName) && evidence) return fromName;
  // A title noun the bullets use in lowercase is a common noun, not a name: `TV`, `heater`.
  const inBullets = new Set((bulletText.match(/(?<![\p{L}])\p{Ll}[\p{L}]*/gu) ?? []).map(normalizeWord));
  let best: { choice: NounChoice; score: number } | undefined;
  titleTokens.slice(0, 16).forEach((t, i) => {
    if (!t.noun || t.value || t.unit || t.pronoun || t.adjective || t.verb) return;
    const choice = { noun: t.lower, plural: t.plural };
    if (!valid(choice)) return;
    const score = (inBullets.has(t.norm) ? 3 : 0) + (words.has(t.norm) ? 0 : -5) - i * 0.1;
    if (score > 0 && (!best || score > best.score)) best = { choice, score };
  });
  if (best) return best.choice;
  if (valid(fromKeyword)) return fromKeyword;
  return { noun: 'product', plural: false };
}

/**
 * The product name as brand and product noun: `Havells Bero Quartz Heater`, not `... Heater Black
 * 2 Heat Settings Product Warranty`; a name that is only the brand borrows the next title segment
 * that names the product (`Animal Adventure` + `Popovers Travel Pillow`).
 */
function refineName(facts: TitleFacts, noun: string): string {
  const head = normalizeWord(noun.split(' ').pop() ?? '');
  if (!head || noun === 'product') return facts.productName;
  const at = (text: string) => {
    const words = text.split(' ');
    let found = -1;
    words.slice(0, 12).forEach((w, i) => {
      if (normalizeWord(w.replace(/[^\p{L}\p{N}-]/gu, '')) === head) found = i;
    });
    return { words, found };
  };
  const own = at(facts.productName);
  if (own.found >= 1) return own.words.slice(0, own.found + 1).join(' ');
  // The name was cut before its noun (`... Fast Charging` of `... Fast Charging and Data Sync Cable`).
  const lead = at(facts.lead);
  if (facts.lead.startsWith(facts.productName) && lead.found >= 1 && lead.found < 12 && !lead.words.slice(0, lead.found + 1).some((w) => /\d/u.test(w) && !facts.productName.includes(w))) {
    return lead.words.slice(0, lead.found + 1).join(' ');
  }
  const brandOnly = facts.productName.split(' ').length <= 2 || facts.productName === facts.brand;
  if (!brandOnly || own.found === 0) return facts.productName;
  for (const segment of facts.features) {
    const next = at(segment.replace(/[()[\]]/g, ' ').replace(/\s+/g, ' ').trim());
    if (next.found >= 0 && next.found <= 6 && !next.words.slice(0, next.found + 1).some((w) => /\d/.test(w))) {
      return `${facts.productName} ${next.words.slice(0, next.found + 1).join(' ')}`;
    }
  }
  return facts.productName;
}

/** The seller's title decides the number: `Heater` in the title makes `this heater` of the keyword `electric heaters`. */
function numberFromTitle(found: NounChoice, title: string): NounChoice {
  const words = found.noun.split(' ');
  const head = words[words.length - 1] ?? '';
  if (PLURALIA.test(head)) return { ...found, plural: true };
  const norm = normalizeWord(head);
  const inTitle = (title.match(/[\p{L}]+/gu) ?? []).filter((w) => normalizeWord(w) === norm).map((w) => w.toLowerCase());
  const singular = inTitle.find((w) => !/s$/u.test(w) || w === norm);
  if (singular) return { noun: [...words.slice(0, -1), singular].join(' '), plural: false };
  if (inTitle.length > 0) return { noun: found.noun, plural: true };
  if (!found.plural) return found;
  // Not in the title: one product, in the singular the stemmer gives (`watches` -> `watch`).
  return norm.length >= 3 && norm !== head ? { noun: [...words.slice(0, -1), norm].join(' '), plural: false } : found;
}

export type KeywordKind = 'noun' | 'adjective' | 'other';

function keywordKind(sentences: readonly Sentence[]): KeywordKind {
  const tokens = sentences.flatMap((s) => s.tokens);
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return 'other';
  const modifier = (t: Token) => t.adjective || t.adverb || /^(?:non|anti|extra|super|ultra)$/.test(t.lower);
  if (modifier(first) && (last.adjective || last.participle || tokens.every((t) => modifier(t) || t.lower.includes('-')))) return 'adjective';
  if (tokens.length === 1 && (last.adjective || last.participle)) return 'adjective';
  if (last.noun && !last.gerund) return 'noun';
  return 'other';
}

/** Drops phrases that another phrase in the list contains (`grades 2-6` next to `students in grades 2-6`). */
function withoutContained(list: readonly string[]): string[] {
  const lower = list.map((x) => x.toLowerCase());
  return list.filter((_x, i) => !lower.some((other, j) => j !== i && other.length > (lower[i] ?? '').length && other.includes(lower[i] ?? '')));
}

function unique(list: readonly string[], limit = 12): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of list) {
    const key = item.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}

const hasMaterial = (text: string) => text.split(/[\s-]+/u).some((w) => MATERIALS.has(w.toLowerCase()));

/**
 * Whole phrases with a material (`stainless steel interior`, `braided nylon`): a material torn from
 * its phrase (`Stainless`) names nothing. A phrase stops at its first number or verb (`nylon
 * jacket` of `nylon jacket survived 25,000+ bend tests`).
 */
function materialPhrases(phrases: readonly Phrase[], titleSegments: readonly string[]): string[] {
  const fromBullets = phrases.map((p) => {
    const stop = p.tokens.findIndex((t, i) => i > 0 && (t.value || t.verb || t.participle));
    return stop < 0 ? p.text : p.tokens.slice(0, stop).map((t) => t.text).join(' ');
  });
  const fromTitle = titleSegments.filter((t) => !/\d/u.test(t));
  return unique([...fromBullets, ...fromTitle].filter((t) => t.split(' ').length <= 4 && hasMaterial(t)), 6);
}

const GENERIC_AUDIENCE: ReadonlySet<string> = new Set(['people', 'anyone', 'everyone', 'him', 'her', 'family', 'families', 'adults', 'adult']);

/** The whole analysis of one listing: one compromise parse for all its texts, nothing cached across listings. */
export function analyzeListing(input: OptimizerInput): ListingAnalysis {
  const keywords = keywordsOf(input);
  const rawBullets = filledBullets(input);
  const split = rawBullets.map((b) => splitHeader(cleanField(b)));
  const known = knownSpellings([input.title, ...split.map((s) => s.body)]);
  const bodies = split.map((s) => unshout(s.body, known));
  // Promotions in the seller's title (`BEST SELLER!!`) are nothing the listing may repeat.
  const titleClean = titleWordCase(removeBannedPhrases(cleanField(input.title)).replace(/[!?$_{}^]+/g, ' ').replace(/\s{2,}/g, ' ').trim());
  const bulletText = split.map((s, i) => `${s.header} ${bodies[i] ?? ''}`).join('\n');
  const title = analyzeTitle(titleClean, bulletText, keywords);
  const keywordTexts = [keywords.main, ...keywords.secondary, ...keywords.bullet];
  const parsed = parseMany([title.clean, ...bodies, title.productName.toLowerCase(), ...keywordTexts.map((k) => k.toLowerCase())]);
  const at = (i: number) => parsed[i] ?? [];
  const bullets = split.map((s, i) => analyzeBullet(i, s.header, at(1 + i)));
  const lowerUse = new Set(bodies.join(' ').match(/(?<![\p{L}])\p{Ll}[\p{L}\p{N}]*/gu) ?? []);
  const properNames = [...known.entries()].filter(([, spelled]) => /^\p{Lu}/u.test(spelled)).map(([lower]) => lower).filter((w) => !lowerUse.has(w));
  const cleanBulletText = bullets.map((b) => [b.header, ...b.sentences].join(' ')).join('\n');
  const allText = `${title.clean}\n${cleanBulletText}`;
  const bulletNegations = negationsIn(cleanBulletText);
  const allNegations = negationsIn(allText);
  const negatedOnly = negatedOnlyWords(allText, allNegations);
  const nameIndex = 1 + bodies.length;
  const exclude = new Set([...(title.brand.toLowerCase().match(/\p{L}+/gu) ?? []), ...properNames, ...negatedOnly]);
  const { noun, plural } = numberFromTitle(productNounOf(at(nameIndex + 1), at(nameIndex), at(0).flatMap((x) => x.tokens), allText, cleanBulletText, exclude), title.clean);
  const refinedTitle: TitleFacts = { ...title, productName: refineName(title, noun) };
  const keywordKinds = new Map<string, KeywordKind>();
  keywordTexts.forEach((k, i) => keywordKinds.set(k.toLowerCase(), keywordKind(at(nameIndex + 1 + i))));

  const phrases = bullets.flatMap((b) => b.phrases);
  const materials = materialPhrases(phrases, title.features);
  const measured = unique(phrases.filter((p) => /^\d/.test(p.text) && !/[()[\]]|\p{L}\.\p{L}/u.test(p.text)).map((p) => p.text), 8);
  const wordSet = new Set<string>();
  // `Not suitable for children` is no cue that children use it.
  for (const w of `${allText}\n${keywordTexts.join(' ')}`.match(/[\p{L}\p{N}]+/gu) ?? []) if (!negatedOnly.has(w.toLowerCase())) wordSet.add(normalizeWord(w));

  return {
    input,
    keywords,
    keywordKinds,
    title: refinedTitle,
    bullets,
    productNoun: noun,
    productNounPlural: plural,
    audiences: withoutContained(unique(audiencePhrases(allText, allNegations).filter((a) => !GENERIC_AUDIENCE.has(a.toLowerCase())), 6)),
    usages: withoutContained(unique(usagePhrases(cleanBulletText, bulletNegations).filter((u) => !/^(?:your|my|our|their|his|her)\s+(?:comfort|convenience|needs?|satisfaction|safety)\b/i.test(u)), 8)),
    benefits: unique(benefitPhrases(cleanBulletText, bulletNegations), 10),
    inBox: unique(inBoxPhrases(cleanBulletText, bulletNegations), 4),
    compatibility: unique(compatibilityPhrases(cleanBulletText, bulletNegations), 4),
    certifications: unique(certificationPhrases(allText, allNegations), 4),
    materials,
    measured,
    searchWords: searchWordsOf([...at(0).flatMap((x) => nounPhrases(x)), ...phrases], negatedOnly),
    negatedOnly,
    sellerText: allText,
    negations: allNegations,
    wordSet,
    source: [input.title, ...rawBullets, ...keywordTexts].join('\n'),
    properWords: new Set(properNames),
    variation: variationFor(input.title),
  };
}
