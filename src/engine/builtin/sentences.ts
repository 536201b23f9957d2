import { codePointLength } from '../../listing/counting.js';
import { trimToLimit } from '../../listing/fix/trim.js';
import type { ListingAnalysis } from './analysis.js';
import { article, capitalizeFirst, isAllCaps, keywordText, lowerInSentence, nounWithArticle } from './casing.js';
import { isMassWord, isPluralWord } from './feature.js';
import { MATERIALS } from './phrases.js';
import { isBannedSentence } from './clean.js';
import { FRAMES, fill } from './frames.js';
import { isAdjectiveWord, isProperWord, isVerbWord, type Sentence } from './parse.js';
import { contentNorms } from './wording.js';

/*
 * Sentence-level tools shared by bullets and description: turning the seller's fragments into
 * sentences, shortening long ones, and the small pool of connective sentences built from the
 * analysis (usage, audience, benefits, specs, keywords).
 */

/** `this yoga mat` / `these longboards`. */
export function theProduct(a: ListingAnalysis): string {
  return `${a.productNounPlural ? 'these' : 'this'} ${keywordText(a.productNoun)}`;
}

/**
 * Lowers Title Case words for use inside a sentence (`Smart Remote` -> `smart remote`), except
 * names: words the seller capitalises mid-sentence elsewhere (`proper`), names compromise knows,
 * and the words that follow a code or a camel-case name (`iPhone 14 Pro Max`).
 */
export function lowerCommonWords(text: string, proper: ReadonlySet<string> = new Set()): string {
  let inName = false;
  return text.replace(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu, (word) => {
    if (/\p{N}/u.test(word) || isAllCaps(word) || /\p{Ll}\p{Lu}/u.test(word)) {
      // Codes and camel case start a name; a bare number only continues one (`iPhone 14 Pro`, not `4 Shapes`).
      inName = inName || (/\p{L}/u.test(word) && !isAllCaps(word.replace(/\P{L}/gu, '')) ) || /\p{Ll}\p{Lu}/u.test(word);
      return word;
    }
    if (!/^\p{Lu}/u.test(word)) {
      inName = false;
      return word;
    }
    const lower = word.toLowerCase();
    if (inName || proper.has(lower) || isProperWord(lower)) {
      inName = true;
      return word;
    }
    return lower;
  });
}

/** `Includes storage jar.` -> `It includes storage jar.`: for prose, where a verb cannot open a sentence. */
export function withSubject(parsed: Sentence | undefined, text: string): string {
  const first = parsed?.tokens[0];
  if (!first || !first.verb || first.noun || first.gerund || !/[^s]s$/.test(first.lower) || /^(?:is|was|has|does)$/.test(first.lower)) return text;
  return `It ${first.lower}${text.slice(first.text.length)}`;
}

const NEGATION: ReadonlySet<string> = new Set(['not', 'no', 'never', 'without', 'nor', "n't"]);

function isModifierOrNoun(token: Sentence['tokens'][number] | undefined): boolean {
  return token !== undefined && (token.noun || token.adjective) && !token.verb && !token.preposition && !token.value;
}

function hasFiniteVerb(sentence: Sentence): boolean {
  const first = sentence.tokens[0];
  if (first && isVerbWord(first.lower)) return true;
  return sentence.tokens.some((t) => t.verb && !t.gerund && !(t.participle && !t.copula));
}

/** Mostly capitalised words (`Carry Handle For Easy Portability`): capitals that say nothing. */
function isTitleCased(text: string): boolean {
  const words = text.match(/\p{L}{3,}/gu) ?? [];
  return words.length >= 3 && words.filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).length >= 0.6 * words.length;
}

/**
 * A verbless fragment (`Smart Remote`, `4 shapes, 3 sizes, and 6 colors`) becomes a sentence
 * through a neutral frame; real sentences are returned as they are. A fragment with a spec in it
 * (`power settings-400w/800w`) stays a spec line: a frame would read `It features a power
 * settings-400w/800w`.
 */
export function asSentence(a: ListingAnalysis, parsed: Sentence, text: string, salt: string): string {
  const words = parsed.tokens.length;
  const plain = isTitleCased(text) && words <= 14 ? capitalizeFirst(lowerCommonWords(text, a.properWords)) : text;
  if (hasFiniteVerb(parsed) || words > 14 || words < 1) return plain;
  // `Weight: 15 lbs` reads as a label already; `Quick dry` ends on a word that is not a noun.
  if (/^[^:]{1,30}:\s/u.test(text)) return plain;
  if (/\d/u.test(text)) return capitalizeFirst(plain.replace(/^(\p{L}[\p{L}\s]{2,40}?)\s*-\s*(?=\d)/u, '$1: '));
  // `Available in pink` and `Ideal for reading` say what the product is: `It is available in pink.`
  const [t0, t1] = parsed.tokens;
  if (t0 && t1 && (t0.adjective || isAdjectiveWord(t0.lower)) && !t0.noun && t1.preposition) return `${a.productNounPlural ? 'They are' : 'It is'} ${lowerCommonWords(plain.charAt(0).toLowerCase() + plain.slice(1), a.properWords)}`;
  const lastWord = parsed.tokens[parsed.tokens.length - 1]?.lower ?? '';
  if (isAdjectiveWord(lastWord) || isVerbWord(lastWord)) return plain;
  if (parsed.tokens.some((t) => t.pronoun || (t.determiner && t.lower !== 'a' && t.lower !== 'an') || NEGATION.has(t.lower))) return plain;
  const body = lowerCommonWords(text.replace(/[.!?]+$/, ''), a.properWords);
  const first = parsed.tokens[0];
  const last = parsed.tokens[parsed.tokens.length - 1];
  // The head is the end of the opening run of adjectives and nouns: `classic toy dinosaurs designed by ...`.
  let headAt = 0;
  while (headAt + 1 < parsed.tokens.length && isModifierOrNoun(parsed.tokens[headAt + 1])) headAt++;
  const headToken = parsed.tokens[headAt];
  const plural = headToken !== undefined && (headToken.plural || isPluralWord(headToken.lower));
  const needsArticle =
    first !== undefined && !first.value && !first.determiner && headToken !== undefined && !plural && !isMassWord(headToken.lower) &&
    !/,|\band\b/.test(body) && /^\p{Ll}/u.test(body) && !/^(?:two|three|four|five|six|dual|twin|multiple|several)\b/iu.test(body);
  const phrase = needsArticle ? `${article(body)} ${body}` : body;
  const head = contentNorms(a.productNoun).pop();
  const isProduct = head !== undefined && last !== undefined && last.norm === head;
  const frames = isProduct ? FRAMES.productFragment : FRAMES.featureFragment;
  return fill(a.variation.pick(frames, `fragment-${salt}`), { a: phrase, the: theProduct(a) });
}

/** Where a long sentence may end early, best first: semicolons, then clauses, then any comma. */
const CLAUSE_BREAKS: readonly RegExp[] = [
  /(?<=;)\s/gu,
  /(?<=,)\s(?=(?:and|but|while|which|so|so that|because|where|even|making|giving|letting)\s)|\s(?=[-–—]\s)|\s(?=(?:while|which|so that|because)\s)/gu,
  /(?<=,)\s/gu,
];

/** A sentence cut to `max` characters at the best clause boundary, ending in a full stop. */
export function shortenSentence(sentence: string, max: number): string {
  if (codePointLength(sentence) <= max) return sentence;
  let best = '';
  for (const pattern of CLAUSE_BREAKS) {
    pattern.lastIndex = 0;
    for (const m of sentence.matchAll(pattern)) {
      const head = sentence.slice(0, m.index).replace(/[\s,;:\-–—]+$/u, '');
      if (codePointLength(head) + 1 > max) break;
      if (codePointLength(head) >= max * 0.5) best = head;
    }
    if (best) break;
  }
  let cut = best || trimToLimit(sentence, max - 1).replace(/[\s,;:\-–—]+$/u, '');
  // Never end inside a number: `up to 4.8Gbps` cut after `4` would state a number the seller never gave.
  if (/\d$/.test(cut) && /^[.,]?\d/.test(sentence.slice(cut.length))) cut = cut.replace(/\s*\S*$/u, '').replace(/[\s,;:\-–—]+$/u, '');
  cut = cut.replace(/\s+(?:and|or|with|for|of|the|a|an|to|in|on|at|by|from|up|max)$/iu, '');
  return /[.!?]$/.test(cut) ? cut : `${cut}.`;
}

export interface PoolSentence {
  text: string;
  kind: 'usage' | 'audience' | 'benefits' | 'specs' | 'keyword' | 'compatibility';
  /** Normalized content words, to place it in the bullet it relates to. */
  norms: string[];
  /** Normalized content words of the seller's phrase in it: a bullet that has them all gains nothing. */
  slot: string[];
}

/** A sentence that puts a keyword into words, by whether it reads as a noun or an adjective. */
export function keywordSentence(a: ListingAnalysis, keyword: string, salt: string): string {
  const kind = a.keywordKinds.get(keyword.toLowerCase()) ?? 'other';
  const text = keywordText(keyword.trim());
  // Codes and sizes (`6 5a type-c`, `archer t2u nano`) read as names, not as things to shop for.
  if (/\d/u.test(text) || MATERIALS.has(text.toLowerCase().split(' ').pop() ?? '')) return fill(a.variation.pick(FRAMES.aliasKeyword, `kw-${salt}`), { x: text });
  if (kind === 'adjective') {
    return fill(a.variation.pick(FRAMES.adjectiveKeyword, `kw-${salt}`), { x: text, the: theProduct(a), is: a.productNounPlural ? 'are' : 'is' });
  }
  const plural = /s$/i.test(text) && !/ss$/i.test(text);
  return fill(a.variation.pick(FRAMES.nounKeyword, `kw-${salt}`), { a: nounWithArticle(text, plural) });
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const VAGUE_BENEFITS: ReadonlySet<string> = new Set([
  'easy', 'simple', 'quick', 'fast', 'safe', 'strong', 'large', 'thin', 'thick', 'cool', 'warm', 'fresh', 'natural', 'organic',
  'healthy', 'smooth', 'secure', 'powerful', 'accurate', 'precise', 'convenient', 'practical', 'handy', 'solid', 'instant',
  'universal', 'gentle', 'slim', 'efficient', 'stylish', 'elegant', 'sleek', 'delicious', 'tasty', 'nutritious', 'responsive',
]);

/** Single benefit words that describe a whole product rather than a part of it. */
const PRODUCT_BENEFITS =
  /^(?:lightweight|portable|durable|compact|adjustable|foldable|collapsible|washable|reusable|rechargeable|breathable|waterproof|stackable|cordless|wireless|versatile|sturdy|stable|quiet|silent|ergonomic|detachable|removable|expandable|magnetic|flexible|stretchy|spacious|roomy|multifunctional)$/;

/** Connective sentences from the analysis, each meant to be used once across the listing. */
export function sentencePool(a: ListingAnalysis, extras: { usages: string[]; audiences: string[] }): PoolSentence[] {
  const pool: PoolSentence[] = [];
  const add = (text: string, kind: PoolSentence['kind'], slot: string) => {
    if (!pool.some((p) => p.text === text)) pool.push({ text, kind, norms: contentNorms(text), slot: contentNorms(slot) });
  };
  const usages = [...a.usages, ...extras.usages];
  usages.slice(0, 3).forEach((u, i) => add(fill(a.variation.pick(FRAMES.usage, `usage-${i}`), { x: u }), 'usage', u));
  const audiences = [...a.audiences, ...extras.audiences];
  audiences.slice(0, 2).forEach((x, i) => add(fill(a.variation.pick(FRAMES.audience, `audience-${i}`), { x: lowerInSentence(x) }), 'audience', x));
  const benefits = a.benefits.filter((b) => !VAGUE_BENEFITS.has(b) && (PRODUCT_BENEFITS.test(b) || b.includes(' ') || b.includes('-')));
  for (let i = 0; i + 1 < benefits.length && i < 4; i += 2) {
    const values = { x: listOf(benefits.slice(i, i + 2)), the: theProduct(a), is: a.productNounPlural ? 'are' : 'is' };
    add(fill(a.variation.pick(FRAMES.benefits, `benefits-${i}`), values), 'benefits', values.x);
  }
  const specs = a.title.specs.slice(0, 4);
  if (specs.length >= 2) add(fill(a.variation.pick(FRAMES.specs, 'specs'), { x: listOf(specs) }), 'specs', specs.join(' '));
  [a.keywords.main, ...a.keywords.secondary].forEach((k, i) => {
    if (k && !isBannedSentence(k)) add(keywordSentence(a, k, `pool-${i}`), 'keyword', k);
  });
  return pool;
}
