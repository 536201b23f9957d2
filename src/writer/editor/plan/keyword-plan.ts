import {
  bankKey, bankPhrase, byVolume, defaultVolume, FUNCTION_WORDS, lowerCompoundWords, normalizeWord, phraseSpans, SUBJECTIVE_OR_TEMPORARY_WORDS, unsupportedClaims, utf8ByteLength, type BankKeyword, type BankPhrase,
} from '../../../rules/index.js';
import { LEXICON } from '../lexicon/nlp.js';
import { wordnet } from '../lexicon/wordnet.js';
import type { ListingFacts } from '../read/index.js';
import type { NounPhrase } from '../read/noun-phrases.js';
import { isArtifactNoun, isColour, isCommonNoun, isKnownNoun, isMaterial } from '../read/lexical.js';

/** Grammar words nobody searches for (`you`, `can`, `this`, `just`, `please`), by compromise's lexicon. */
const GRAMMAR = /^(?:Pronoun|Possessive|Determiner|Modal|Copula|Negative|Conjunction|Preposition|Adverb|Expression|QuestionWord|Auxiliary|PresentTense|PastTense|Gerund)$/u;

/** Modifiers that rate or qualify rather than describe: as a title segment they read as filler, as a search term they are no search. */
export const PRAISE: ReadonlySet<string> = new Set([
  'quality', 'premium', 'compatible', 'high', 'good', 'great', 'durable', 'superior', 'professional', 'excellent', 'nice', 'beautiful', 'lovely', 'stylish',
]);

/**
 * A noun too general to be a title segment (`devices`, `products`): WordNet gives its commonest
 * sense more than 40 direct kinds (as search-terms.ts's MAX_KIND_BREADTH), or it is a catch-all name for goods.
 */
export function isCatchAll(noun: string): boolean {
  const first = wordnet().senses(noun, 'noun')[0];
  return (first?.hyponymCount ?? 0) > 40 || /^(?:product|item|equipment|part|unit|accessory|thing|stuff|good)$/u.test(noun);
}

/** Whether a word is worth a search term: not a grammar word or an inflected verb (`makes`, `comes`). */
export function isSearchWord(word: string): boolean {
  const tags = LEXICON[word.toLowerCase()];
  if (tags === undefined) return true;
  const list = Array.isArray(tags) ? tags : [tags];
  if (list.some((t) => GRAMMAR.test(t))) return false;
  // A verb's plain form counts when it is also a noun in use (`screw`, `grip`).
  return !list.includes('Infinitive') || isCommonNoun(word);
}

/*
 * The seller's keyword bank in the editor (docs/decisions/0013): which keywords may go in a title,
 * which are tried in the bullets, and the order the rest go to the search terms in. A keyword goes
 * in a title only as a noun phrase the seller's own text supports; nothing is stuffed.
 */

export interface BankPlan {
  /** The bank's keywords beyond the three keyword fields, not excluded, highest volume first. */
  extra: BankKeyword[];
  /** Keywords that may go in a title, highest volume first. */
  titleCandidates: BankKeyword[];
  excluded: BankPhrase[];
  /** The bank's volume for a keyword, the default for one without. */
  volumeOf: (keyword: string) => number;
  mustHave: (keyword: string) => boolean;
  /** Stems of the seller's words. */
  sellerStems: ReadonlySet<string>;
  sellerText: string;
}

/** How many of the bank's own keywords a title takes at most: beyond that a title reads as a list. */
export const MAX_TITLE_KEYWORDS = 2;

/** Whether `text` holds the phrase `norms` side by side (plural-folded), in its order. */
function saysPhrase(textNorms: readonly string[], norms: readonly string[]): boolean {
  outer: for (let i = 0; i + norms.length <= textNorms.length; i++) {
    for (let j = 0; j < norms.length; j++) if (textNorms[i + j] !== norms[j]) continue outer;
    return true;
  }
  return false;
}

export function planBank(
  bank: readonly BankKeyword[] | undefined,
  formKeywords: readonly string[],
  seller: { text: string; productHead: string },
): BankPlan | undefined {
  if (!bank) return undefined;
  const form = new Set(formKeywords.map(bankKey));
  const fallback = defaultVolume(bank);
  const volumes = new Map(bank.map((k) => [bankKey(k.phrase), k.volume ?? fallback]));
  const priorities = new Map(bank.map((k) => [bankKey(k.phrase), k.priority]));
  const excluded = bank.filter((k) => k.priority === 'excluded').map((k) => bankPhrase(k.phrase)).filter((k) => k.norms.length > 0);
  const extra = byVolume(bank.filter((k) => k.priority !== 'excluded' && !form.has(bankKey(k.phrase))));

  const sellerWords = lowerCompoundWords(seller.text);
  const sellerNorms = sellerWords.map(normalizeWord);
  const sellerStems = new Set(sellerNorms);
  const touchesExcluded = (phrase: string) => excluded.some((k) => phraseSpans(phrase, k).length > 0);
  /**
   * A title keyword is a noun phrase: it starts and ends on a content word, its head is a noun in
   * use, every content word is the seller's, and it is said as a phrase in the seller's text, or
   * names the product with a modifier the seller says as a phrase. No numbers the seller did not write.
   */
  const readsInTitle = (phrase: string) => {
    const ws = lowerCompoundWords(phrase);
    const first = ws[0];
    const last = ws[ws.length - 1];
    // One word is an attribute at best (`Paper`, `Size`): the title's own segments carry those.
    if (!first || !last || ws.length < 2 || ws.length > 4 || /[,&;/+]/u.test(phrase)) return false;
    if (FUNCTION_WORDS.has(first) || FUNCTION_WORDS.has(last) || !ws.every(isSearchWord)) return false;
    const norms = ws.map(normalizeWord);
    if (!norms.every((w) => FUNCTION_WORDS.has(w) || sellerStems.has(w))) return false;
    // Headed by a thing: the product, a made thing or a material (`handlebar mount`, `memory foam`), not `heating needs`.
    const head = norms[norms.length - 1]!;
    if (!/^\p{L}+$/u.test(head) || !isKnownNoun(head) || !isCommonNoun(head)) return false;
    const isProduct = seller.productHead !== '' && head === seller.productHead;
    if (!isProduct && ((!isArtifactNoun(head) && !isMaterial(head)) || isCatchAll(head))) return false;
    // A title segment says what the product is or has, not how good it is (`Quality Plastic`, `Compatible Devices`).
    if (ws.some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w) || PRAISE.has(w))) return false;
    if (touchesExcluded(phrase)) return false;
    // Said as it is, or it names the product with a modifier the seller says as one phrase
    // (`large dog bed` where the seller writes `for large dogs`; not `large` of `large pockets`).
    return saysPhrase(sellerNorms, norms) || (isProduct && saysPhrase(sellerNorms, norms.slice(0, -1)));
  };
  return {
    extra,
    titleCandidates: extra.filter((k) => readsInTitle(k.phrase)),
    excluded,
    volumeOf: (keyword) => volumes.get(bankKey(keyword)) ?? fallback,
    mustHave: (keyword) => priorities.get(bankKey(keyword)) === 'must-have' || form.has(bankKey(keyword)),
    sellerStems,
    sellerText: seller.text,
  };
}

/**
 * Search-term order for keywords the text could not place: must-haves first, whole; then the rest
 * by volume per byte, without their grammar words (`you`, `can`: a bank from a keyword tool holds
 * such rows, and nobody searches for them alone).
 */
export function searchTermOrder(keywords: readonly string[], plan: BankPlan): string[] {
  const value = (k: string) => plan.volumeOf(k) / Math.max(1, utf8ByteLength(k));
  // A colour or material the seller never names would tell shoppers something untrue (`pink` sticky notes).
  // Nor a certification or property claim the seller does not make (`certified`), by the rules engine's claim check.
  const claims = (w: string) =>
    !plan.sellerStems.has(normalizeWord(w)) && (isColour(w) || isMaterial(w) || unsupportedClaims({ title: w, bullets: [] }, plan.sellerText).length > 0);
  return keywords
    .map((k, i) => ({ k, i, must: plan.mustHave(k) }))
    .sort((a, b) => Number(b.must) - Number(a.must) || (a.must && b.must ? a.i - b.i : value(b.k) - value(a.k) || a.i - b.i))
    .map(({ k, must }) => (must ? k : lowerCompoundWords(k).filter((w) => isSearchWord(w) && !claims(w)).join(' ')))
    .filter(Boolean);
}

/** Search terms without an excluded keyword, not even one two packed words make side by side. */
export function withoutExcluded(terms: string, excluded: readonly BankPhrase[]): string {
  if (excluded.length === 0) return terms;
  let out = '';
  for (const word of terms.split(' ').filter(Boolean)) {
    const next = out ? `${out} ${word}` : word;
    if (excluded.some((k) => phraseSpans(next, k).some((s) => s.end === next.length))) continue;
    out = next;
  }
  return out;
}

/**
 * The seller's facts without what names an excluded keyword (a competitor's brand in a bullet): the
 * sentence, the bullet header, the title segment or the description sentence goes whole and the
 * seller is told. Every other fact stays as it was. The title's name (brand and product) is never
 * cut here; the guarantee deals with it, a segment at a time.
 */
export function withoutExcludedFacts(facts: ListingFacts, excluded: readonly BankPhrase[], notes: string[]): ListingFacts {
  if (excluded.length === 0) return facts;
  const named = (text: string) => excluded.find((k) => phraseSpans(text, k).length > 0);
  const why = (k: BankPhrase, text: string) => {
    const span = phraseSpans(text, k)[0]!;
    return `"${text.slice(span.start, span.end)}" is excluded in your keyword bank`;
  };
  const bullets = facts.bullets.map((b) => {
    const sentences = b.sentences.filter((s) => {
      const k = named(s.text);
      if (k) notes.push(`Bullet ${b.index + 1}: removed "${s.text}": ${why(k, s.text)}.`);
      return !k;
    });
    const k = b.header ? named(b.header) : undefined;
    if (k) notes.push(`Bullet ${b.index + 1}: header "${b.header}" removed: ${why(k, b.header)}.`);
    return { ...b, header: k ? '' : b.header, sentences };
  });
  const description = facts.description.filter((s) => {
    const k = named(s.text);
    if (k) notes.push(`Description: removed "${s.text}": ${why(k, s.text)}.`);
    return !k;
  });
  const segments = facts.title.segments.filter((s) => {
    const k = named(s.text);
    if (k) notes.push(`Title: removed "${s.text}": ${why(k, s.text)}.`);
    return !k;
  });
  const phrases = (list: readonly NounPhrase[]) => list.filter((p) => !named(p.text));
  return {
    ...facts,
    bullets,
    description,
    title: { ...facts.title, segments },
    phrases: {
      bullets: new Map([...facts.phrases.bullets].map(([i, list]) => [i, phrases(list)])),
      title: phrases(facts.phrases.title),
      description: phrases(facts.phrases.description),
    },
  };
}
