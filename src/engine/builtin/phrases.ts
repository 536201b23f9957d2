import { FUNCTION_WORDS, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../listing/words.js';
import { negationsIn, type Negation } from './negation.js';
import { liftsNegated, negationsOf } from './negated.js';
import { breaksAfter, type Sentence, type Token } from './parse.js';

/*
 * Phrases lifted verbatim from the seller's sentences: noun phrases, what the product is for, who
 * it is for, benefits, what is in the box, compatibility and certifications. Every phrase is a
 * slice of the seller's text, so templates that wrap them cannot invent a fact; none is lifted out
 * of a negation (`plastic taste` of `free of plastic taste`), which would state the opposite.
 */

export interface Phrase {
  text: string;
  /** Normalized content words, for matching keywords. */
  norms: string[];
  /** Index of the first token in its sentence, to prefer early phrases. */
  at: number;
  /** The phrase's tokens. */
  tokens: Token[];
  hasValue: boolean;
  /** A verb form after the first word (`skills required`): a mis-chunked clause, not a name for a feature. */
  hasInnerVerb: boolean;
}

const GENERIC_NOUNS: ReadonlySet<string> = new Set([
  'product', 'item', 'thing', 'one', 'use', 'way', 'time', 'etc', 'lot', 'kind', 'type', 'part', 'piece', 'order',
  'purchase', 'quality', 'design', 'feature', 'size', 'you', 'it', 'they', 'this', 'that', 'everything', 'something',
]);

function phraseText(sentence: Sentence, from: number, to: number): string {
  const first = sentence.tokens[from];
  const last = sentence.tokens[to];
  if (!first || !last) return '';
  const offset = sentence.start;
  return sentence.text.slice(first.start - offset, last.end - offset).replace(/\s+/g, ' ').trim();
}

function makePhrase(sentence: Sentence, from: number, to: number): Phrase {
  const tokens = sentence.tokens.slice(from, to + 1);
  return {
    text: phraseText(sentence, from, to),
    norms: tokens.filter((t) => !FUNCTION_WORDS.has(t.lower) && !t.value).map((t) => t.norm),
    at: from,
    tokens,
    hasValue: tokens.some((t) => t.value),
    hasInnerVerb: tokens.slice(1).some((t) => t.verb || t.participle),
  };
}

function inPhrase(token: Token): boolean {
  if (token.pronoun || token.determiner || token.preposition || token.conjunction || token.copula) return false;
  if (token.verb && !token.gerund && !token.participle) return false;
  return token.noun || token.adjective || token.value || token.gerund || token.participle;
}

/** True when the tokens from..to of the sentence sit inside a negation that they leave out. */
function negatedSpan(sentence: Sentence, from: number, to: number): boolean {
  const negations = negationsOf(sentence);
  const first = sentence.tokens[from];
  const last = sentence.tokens[to];
  if (negations.length === 0 || !first || !last) return false;
  return liftsNegated(negations, first.start - sentence.start, last.end - sentence.start);
}

/**
 * Noun phrases: runs of adjectives, nouns and numbers that end on a noun and never cross
 * punctuation (`triaxial fiberglass`, `3 HDMI ports`, `bamboo core`), and never lifted out of a
 * negation.
 */
export function nounPhrases(sentence: Sentence, maxWords = 5): Phrase[] {
  const out: Phrase[] = [];
  const tokens = sentence.tokens;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (!token || !inPhrase(token) || token.verb) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < tokens.length && !breaksAfter(tokens[j] as Token) && inPhrase(tokens[j + 1] as Token)) j++;
    let end = j;
    while (end >= i && !(tokens[end] as Token).noun) end--;
    // Participles and gerunds inside a run are verbs more often than not; only keep them as modifiers.
    while (end >= i && ((tokens[end] as Token).verb || (tokens[end] as Token).value)) end--;
    if (end >= i) {
      let start = Math.max(i, end - maxWords + 1);
      // `rust free stainless steel reflector`: `free` keeps the word it negates.
      const before = tokens[start - 1];
      if (/^(?:free|proof|resistant)$/u.test(tokens[start]?.lower ?? '') && before && !breaksAfter(before) && !FUNCTION_WORDS.has(before.lower)) start--;
      const phrase = makePhrase(sentence, start, end);
      if (phrase.norms.length > 0 && !phrase.norms.every((n) => GENERIC_NOUNS.has(n)) && !negatedSpan(sentence, start, end)) out.push(phrase);
    }
    i = j + 1;
  }
  return out;
}

const STOP = /\.(?!\d)|[;:!?()[\]]|,\s|\s[-–—]\s/u;

/** Cuts a captured tail at the first break and at most `maxWords` words, dropping a dangling connector. */
export function tidyTail(tail: string, maxWords: number): string {
  const cut = tail.split(STOP)[0] ?? '';
  const all = cut.trim().split(/\s+/);
  const words = all.slice(0, maxWords);
  // `made of BPA` cut before `free`: a word never loses the cue that negates it.
  if (all.length > maxWords && /^(?:free|proof|resistant)\b/iu.test(all[maxWords] ?? '')) words.pop();
  while (words.length > 0) {
    const last = (words[words.length - 1] ?? '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    if (FUNCTION_WORDS.has(last) || last === 'etc' || last === '' || SUBJECTIVE_OR_TEMPORARY_WORDS.has(last)) words.pop();
    else break;
  }
  return words.join(' ');
}

const USAGE = /(?<![\p{L}])(?:(?:perfect|ideal|ideally|great|suitable|suited|good|use[ds]?|useful|intended|excellent|handy|well suited|works? (?:well|great)|recommended|applicable|fit|fits|meant) (?:for|in|at|on|during|when|while)|(?:designed|made|built) for)\s+((?:[^.;:!?]|\.(?=\d))+)/giu;
const USE_IT = /(?<![\p{L}])use (?:it|them|this) (?:for|in|at|on|to|during|when|while|as)\s+((?:[^.;:!?]|\.(?=\d))+)/giu;
const WHETHER = /(?<![\p{L}])whether (?:you(?:'re| are)?|it'?s|for)\s+((?:[^.;:!?]|\.(?=\d))+)/giu;

/** Where capture group 1 of a match starts: these patterns all end on it. */
const groupStart = (m: RegExpMatchArray) => (m.index ?? 0) + m[0].length - (m[1] ?? '').length;

/** What the product is for, in the seller's words: `desk or table`, `watching movies`; `not suitable for ...` is not. */
export function usagePhrases(text: string, negations: readonly Negation[] = negationsIn(text)): string[] {
  const out: string[] = [];
  for (const pattern of [USAGE, USE_IT, WHETHER]) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      const phrase = tidyTail(m[1] ?? '', 7);
      const at = groupStart(m);
      if (liftsNegated(negations, m.index ?? 0, at + phrase.length)) continue;
      if (phrase.split(/\s+/).length >= 1 && phrase.length >= 3 && !/^(?:a|an|the|your|you|it|this)$/i.test(phrase)) out.push(phrase);
    }
  }
  return out;
}

const PEOPLE =
  'kids|children|child|toddlers?|babies|baby|infants?|newborns?|boys?|girls?|teens?|teenagers?|adults?|men|women|ladies|' +
  'students?|teachers?|gamers?|players?|families|family|parents?|moms?|mothers?|dads?|fathers?|seniors?|elderly|beginners?|' +
  'professionals?|athletes?|runners?|cyclists?|travell?ers?|campers?|hikers?|cooks?|chefs?|bakers?|artists?|collectors?|' +
  'pets?|dogs?|cats?|puppies|kittens?|birds?|horses?|people|anyone|everyone|him|her|grades? \\d+(?:\\s?-\\s?\\d+)?'
const AUDIENCE = new RegExp(
  `(?<![\\p{L}])for\\s+((?:(?:all|your|the|little|young|older|big|small|busy|active|adult|\\p{Lu}\\p{L}+)\\s+){0,2}(?:${PEOPLE})` +
    `(?:\\s+(?:and|or|&)\\s+(?:${PEOPLE}))?(?:,?\\s+(?:ages?|aged)\\s+\\d+(?:\\s?(?:-|to)\\s?\\d+)?\\s?(?:\\+|and up|and older|years?(?: old)?|months?(?: and up)?)?)?)(?![\\p{L}])`,
  'giu',
);
const AGES = /(?<![\p{L}])(?:ages?|aged)\s+\d+(?:\s?(?:-|to)\s?\d+)?\s?(?:\+|and up|and older|years?(?: old)?|months?(?: and up)?)?|\d+\+?\s?(?:years?|months?)(?: old)?(?: and up| and older|\+)(?![\p{L}])|(?:grades?)\s+\d+(?:\s?(?:-|to)\s?\d+)?/giu;

/** Who the seller says it is for: `kids ages 3 and up`, `students in grades 2-6`; `not for children under 3` is not. */
export function audiencePhrases(text: string, negations: readonly Negation[] = negationsIn(text)): string[] {
  const out: string[] = [];
  AUDIENCE.lastIndex = 0;
  for (const m of text.matchAll(AUDIENCE)) {
    if (!liftsNegated(negations, m.index ?? 0, (m.index ?? 0) + m[0].length)) out.push((m[1] ?? '').trim());
  }
  AGES.lastIndex = 0;
  for (const m of text.matchAll(AGES)) {
    if (!liftsNegated(negations, m.index ?? 0, (m.index ?? 0) + m[0].length)) out.push(m[0].trim());
  }
  return out.filter((p) => p.length > 1);
}

const BENEFIT_WORDS =
  'lightweight|light weight|portable|durable|compact|adjustable|foldable|collapsible|washable|machine washable|reusable|' +
  'rechargeable|breathable|comfortable|sturdy|soft|stable|quiet|silent|versatile|ergonomic|non-?slip|anti-?slip|' +
  'stretchy|flexible|waterproof|water-?resistant|sweat-?proof|leak-?proof|spill-?proof|shatter-?proof|dishwasher safe|' +
  'easy to (?:use|clean|install|assemble|carry|store|read|hold|grip|set up|wash|operate|follow|open|fill|attach|remove|adjust|apply|mount)|' +
  'space-?saving|travel-?friendly|kid-?friendly|pet-?friendly|skin-?friendly|long-?lasting|heavy-?duty|high-?quality|' +
  'wireless|cordless|hands-?free|fast charging|quick-?drying|fast-?drying|odou?r-?free|tangle-?free|lead-?free|bpa-?free|' +
  'smooth|secure|safe|strong|powerful|responsive|accurate|precise|convenient|stylish|sleek|elegant|cozy|cosy|warm|' +
  'cool|gentle|nourishing|refreshing|delicious|tasty|fresh|crunchy|creamy|healthy|nutritious|organic|natural|' +
  'efficient|energy-?efficient|quick|fast|instant|easy|simple|practical|handy|sturdy|solid|thick|thin|slim|large|' +
  'spacious|roomy|detachable|removable|interchangeable|expandable|stackable|magnetic|universal|multi-?purpose|multifunctional'
const BENEFIT = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${BENEFIT_WORDS})(?![\\p{L}\\p{N}-])|(?<![\\p{L}\\p{N}-])\\p{L}+[- ](?:resistant|proof|free)(?![\\p{L}\\p{N}-])`, 'giu');

/**
 * Benefit words and short benefit phrases the seller used (`water resistant`, `easy to clean`),
 * only where they describe the product itself: `soft grip` describes the grip, so `soft` is not
 * returned, while `dishwasher safe and easy to clean` is.
 */
export function benefitPhrases(text: string, negations: readonly Negation[] = negationsIn(text)): string[] {
  BENEFIT.lastIndex = 0;
  const out: string[] = [];
  for (const m of text.matchAll(BENEFIT)) {
    const phrase = m[0].toLowerCase();
    // `not dishwasher safe` is no benefit.
    if (liftsNegated(negations, m.index ?? 0, (m.index ?? 0) + m[0].length)) continue;
    if (/^(?:eco|environment|earth|planet|germ|risk|hassle|worry|question)/.test(phrase)) continue;
    const after = text.slice((m.index ?? 0) + m[0].length);
    const predicative = /^\s*(?:[,.;:!?)]|and\s|or\s|$)/u.test(after);
    if (predicative) out.push(phrase);
  }
  return out;
}

const IN_BOX = /(?<![\p{L}])(?:package includes?|the (?:set|kit|box|package) includes?|includes?|including|comes with|in the box|what you get|you (?:will )?(?:get|receive)|contains?)\s*:?\s+((?:[^.;!?]|\.(?=\d))+)/giu;

/** What the seller says is in the box, as written (lists keep their commas). */
export function inBoxPhrases(text: string, negations: readonly Negation[] = negationsIn(text)): string[] {
  IN_BOX.lastIndex = 0;
  const out: string[] = [];
  for (const m of text.matchAll(IN_BOX)) {
    // `does not include batteries` puts nothing in the box.
    if (liftsNegated(negations, m.index ?? 0, (m.index ?? 0) + m[0].length)) continue;
    const words = (m[1] ?? '').trim().split(/\s+/);
    if (words.length < 2 || words.length > 24) continue;
    // `a fact card for each species, to spark curiosity` - the purpose is not part of the box.
    const phrase = words.join(' ').split(/,?\s(?:to|so that|so|which|that)\s(?=\p{Ll})/u)[0]?.replace(/[\s,;:\-–—]+$/u, '') ?? '';
    if (phrase.length > 3) out.push(phrase);
  }
  return out;
}

const COMPAT = /(?<![\p{L}])(?<!(?:not|n't|never|isn't|aren't)\s+)(?:compatible with|works with|work with|fits|fit for|designed for use with|for use with)\s+((?:[^.;!?]|\.(?=\d))+)/giu;

export function compatibilityPhrases(text: string, negations: readonly Negation[] = negationsIn(text)): string[] {
  COMPAT.lastIndex = 0;
  const out: string[] = [];
  for (const m of text.matchAll(COMPAT)) {
    if (liftsNegated(negations, m.index ?? 0, groupStart(m) + tidyTail(m[1] ?? '', 8).length)) continue;
    const trigger = m[0].slice(0, m[0].length - (m[1] ?? '').length).trim();
    const tail = tidyTail(m[1] ?? '', 8);
    if (tail.length > 2) out.push(`${trigger} ${tail}`);
  }
  return out;
}

const CERTIFICATION =
  /(?<![\p{L}])(?:(?:fda|ce|ul|etl|fcc|rohs|iso|usda|nsf|cpsia|astm|gots|fsc|oeko[- ]tex|bis|isi|energy star|sgs|lfgb|gmp|halal|kosher)(?:[- ]\p{L}*\d[\p{L}\d-]*)?(?: (?:certified|approved|listed|compliant|registered|standards?|certification))?|(?:certified|approved|tested) (?:by|to|for) [^.;,!?]{2,40}|bpa[- ]free|non[- ]toxic|food[- ]grade|lead[- ]free|gluten[- ]free|vegan|organic|hypoallergenic)(?![\p{L}])/giu;

export function certificationPhrases(text: string, negations: readonly Negation[] = negationsIn(text)): string[] {
  CERTIFICATION.lastIndex = 0;
  return [...text.matchAll(CERTIFICATION)].filter((m) => !liftsNegated(negations, m.index ?? 0, (m.index ?? 0) + m[0].length)).map((m) => m[0].trim());
}

export const MATERIALS: ReadonlySet<string> = new Set([
  'steel', 'aluminum', 'aluminium', 'titanium', 'copper', 'brass', 'bronze', 'iron', 'leather', 'suede', 'cotton', 'linen',
  'silk', 'wool', 'merino', 'cashmere', 'polyester', 'nylon', 'spandex', 'rayon', 'bamboo', 'wood', 'wooden', 'oak',
  'walnut', 'teak', 'pine', 'beech', 'acacia', 'glass', 'ceramic', 'porcelain', 'silicone', 'rubber', 'plastic', 'acrylic',
  'marble', 'granite', 'foam', 'latex', 'fiberglass', 'fibreglass', 'carbon', 'metal', 'alloy', 'zinc', 'mdf', 'plywood',
  'pvc', 'abs', 'tpu', 'eva', 'neoprene', 'canvas', 'denim', 'fleece', 'velvet', 'microfiber', 'microfibre', 'polypropylene',
  'polycarbonate', 'resin', 'stoneware', 'cast', 'felt', 'jute', 'hemp', 'mesh', 'epoxy', 'vinyl', 'paper', 'cardboard',
  'chrome', 'nickel', 'stainless', 'gold', 'silver', 'sterling', 'pearl', 'crystal', 'stone', 'clay', 'cork', 'rattan',
]);
