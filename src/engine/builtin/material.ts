import type { ListingAnalysis } from './analysis.js';
import { article, keywordText, lowerInSentence, unshout } from './casing.js';
import type { KeywordRef, ProductRef } from './compose.js';
import { isMassWord, isPluralWord, pluralOf, readsAsNounPhrase, singularOf, withArticle, type Feature } from './feature.js';
import { lowerCommonWords, theProduct } from './sentences.js';
import { MATERIALS } from './phrases.js';
import { COLOURS } from './specs.js';
import { splitTail } from './title.js';
import { contentNorms, coveredBy } from './wording.js';
import { FUNCTION_WORDS, normalizeWord } from '../../listing/words.js';
import { isAdjectiveWord, isProperWord, isVerbWord } from './parse.js';

/*
 * The seller's phrases the connective sentences may name, shared by bullets and description so
 * each is spread across the listing instead of repeated: usage and audience phrases, other
 * features to cross-reference, benefit words, and the keywords to fold in once each.
 */

export interface PlannedKeyword {
  ref: KeywordRef;
  required: boolean;
  norms: string[];
}

interface Other {
  text: string;
  norms: string[];
}

/** Who and what for, as phrases a frame can take: no pronouns, no leading number, not too long. */
function usable(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  // `grade 304` is steel, not a school year: numbers only in ages and grades.
  if (/\d/u.test(phrase) && !/\b(?:ages?|aged|years?|months?|grades?\s(?:[1-9]|1[0-2])(?!\d))\b/iu.test(phrase)) return false;
  return words.length <= 7 && !/^\d/u.test(phrase) && !/\b(?:it|they|them|you|we|this|that|these|those|its|which|who|whom|where|either|can|will|be|want|wants|need|needs)\b/iu.test(phrase) && /\p{L}{3,}/u.test(phrase);
}

export function readsAsThing(a: ListingAnalysis, keyword: string): boolean {
  const words = keyword.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0 || /\d/u.test(keyword)) return false;
  if (words.every((w) => COLOURS.has(w) || FUNCTION_WORDS.has(w)) || COLOURS.has(words[words.length - 1] ?? '') || MATERIALS.has(words[words.length - 1] ?? '')) return false;
  // One word on its own (`standard`, `gift`) is a sentence only when it names a thing.
  if (words.length === 1 && (a.keywordKinds.get(keyword.toLowerCase()) !== 'noun' || (words[0] ?? '').length < 4)) return false;
  const brand = new Set(a.title.brand.toLowerCase().split(/\s+/));
  if (words.some((w) => brand.has(w) || a.properWords.has(w) || /['’]s?$/u.test(w) || isProperWord(w))) return false;
  // `makes life easy` is a slogan, not a thing to shop for.
  if ((/s$/u.test(words[0] ?? '') && isVerbWord(words[0] ?? '')) || (words.length > 1 && isAdjectiveWord(words[words.length - 1] ?? ''))) return false;
  // Names are capitalised where the seller writes them: `OnePlus`, `Leonardo`.
  const sellerSpelling = new RegExp(`(?<![\\p{L}])${words[words.length - 1]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? ''}(?![\\p{L}])`, 'iu').exec(a.source)?.[0] ?? '';
  if (/\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u.test(sellerSpelling)) return false;
  return (a.keywordKinds.get(keyword.toLowerCase()) ?? 'other') !== 'other' || words.length <= 4;
}

export function keywordRef(a: ListingAnalysis, keyword: string): KeywordRef {
  const kind = a.keywordKinds.get(keyword.toLowerCase()) ?? 'other';
  const text = keywordText(lowerInSentence(keyword.replace(/\s+/g, ' ').trim()));
  const words = text.split(' ');
  const last = words[words.length - 1] ?? '';
  const first = (words[0] ?? '').toLowerCase();
  if (kind === 'adjective' || /\sto\s/u.test(text) || /(?:proof|free|resistant|friendly|less|able|ible)$/iu.test(last) || /^(?:anti|non)(?:-|$)/u.test(first) || (kind === 'other' && /ed$/iu.test(last))) {
    return { keyword, ak: text };
  }
  const plural = isPluralWord(last);
  // Title keywords name the product; a bullet keyword does only when its head is the product noun.
  const head = normalizeWord(a.productNoun.split(' ').pop() ?? '');
  const category = keyword === a.keywords.main || a.keywords.secondary.includes(keyword) || normalizeWord(last) === head;
  const ref: KeywordRef = { keyword, kw: plural || isMassWord(last) ? text : `${article(text)} ${text}`, category };
  const kws = isAdjectiveWord(last.toLowerCase()) ? undefined : pluralOf(text);
  if (kws) ref.kws = kws;
  return ref;
}

/** The title's specs as segments, which say more than bare numbers: `2 Year Product Warranty`, not `2 Year`. */
export function titleSpecs(a: ListingAnalysis): string[] {
  const name = a.title.productName;
  const tail = a.title.lead.startsWith(name) ? splitTail(a.title.lead.slice(name.length).trim()).filter((t) => /\d/u.test(t)) : [];
  return [...tail, ...a.title.specs.filter((s) => !tail.some((t) => t.includes(s)))];
}

export class ListingMaterial {
  readonly product: ProductRef;
  readonly usages: string[];
  readonly audiences: string[];
  private readonly others: Other[];
  private readonly benefitPairs: string[];
  private readonly plan = new Map<number, PlannedKeyword[]>();
  private readonly usedCount = new Map<string, number>();
  private readonly folded = new Set<string>();
  private nameUsed = false;
  private specsSaid = false;

  constructor(
    private readonly a: ListingAnalysis,
    extras: { usages: string[]; audiences: string[] },
    private readonly mustCover: readonly string[],
    private readonly foldable: (keyword: string) => boolean,
  ) {
    const noun = keywordText(a.productNoun);
    const words = noun.split(' ');
    const head = words[words.length - 1] ?? '';
    const pairWord = /^(?:jeans|pants|shorts|trousers|leggings|scissors|glasses|sunglasses|goggles|pliers|tongs|tweezers|binoculars|clothes|pajamas|pyjamas|tights)$/iu.test(head);
    const singularHead = a.productNounPlural && !pairWord ? singularOf(head) : head;
    this.product = {
      the: theProduct(a),
      plural: a.productNounPlural,
      noun: [...words.slice(0, -1), singularHead].join(' '),
      nouns: a.productNounPlural ? noun : (pluralOf(noun) ?? noun),
      name: a.title.productName.replace(/^the\s+/iu, ''),
      countable: !pairWord,
    };
    this.usages = [...a.usages, ...extras.usages]
      .map((u) => lowerCommonWords(unshout(u), a.properWords))
      .filter((u) => usable(u) && !/\d/u.test(u) && !/^(?:or|and|a|an|of|to|with|by|as|so|but|from)\s/iu.test(u) && !/\b(?:spectrum|range|variety|number|lot|lots|kind|kinds|type|types)\b/iu.test(u));
    this.audiences = [...a.audiences, ...extras.audiences].map((x) => lowerCommonWords(unshout(x), a.properWords)).filter(usable);
    const benefits = a.benefits.filter((b) => b.includes(' ') || b.includes('-') || PRODUCT_BENEFITS.test(b));
    this.benefitPairs = [];
    for (let i = 0; i < benefits.length && this.benefitPairs.length < 3; i += 2) {
      const pair = benefits.slice(i, i + 2);
      this.benefitPairs.push(pair.length === 2 ? `${pair[0]} and ${pair[1]}` : (pair[0] ?? ''));
    }
    this.others = [];
  }

  /** Other features a bullet may name: the bullets' own features and the title's segments. */
  setOthers(features: readonly (Feature | undefined)[]): void {
    const seen = new Set<string>();
    const add = (f: Pick<Feature, 'text' | 'plural' | 'mass'>) => {
      const key = f.text.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      this.others.push({ text: withArticle(f), norms: contentNorms(f.text) });
    };
    for (const f of features) if (f && !(f.mass && !f.text.includes(' '))) add(f);
    for (const segment of [...this.a.title.features, ...this.a.title.specs]) {
      const text = lowerInSentence(segment.replace(/[()[\]"]/g, ' ').replace(/\s+/g, ' ').trim());
      const words = text.split(' ');
      const last = words[words.length - 1] ?? '';
      if (words.length < 2 || words.length > 5 || !readsAsNounPhrase(text)) continue;
      if (words.some((w) => this.a.properWords.has(w) || /^\p{Lu}/u.test(w) || COLOURS.has(w))) continue;
      // The product itself is no other feature: `travel pillow` on a travel pillow.
      if (normalizeWord(last) === normalizeWord(this.product.noun.split(' ').pop() ?? '')) continue;
      // A count is only a feature with a plural noun: `2 heat settings`, not `2 year`.
      if (/\d/.test(text) && !(/^\d+\s+\p{L}/u.test(text) && isPluralWord(last) && words.length >= 3)) continue;
      add({ text, plural: isPluralWord(last), mass: isMassWord(last) });
    }
  }

  private count(key: string): number {
    return this.usedCount.get(key) ?? 0;
  }

  private bump(key: string): void {
    this.usedCount.set(key, this.count(key) + 1);
  }

  private pickFrom(list: readonly string[], kind: string, words: ReadonlySet<string>, index: number, maxUses: number): string | undefined {
    const fresh = list.filter((x) => this.count(`${kind}:${x}`) < maxUses);
    if (fresh.length === 0) return undefined;
    const related = fresh.find((x) => contentNorms(x).some((w) => words.has(w)));
    return related ?? fresh[index % fresh.length];
  }

  usageFor(words: ReadonlySet<string>, index: number, maxUses = 2): string | undefined {
    return this.pickFrom(this.usages, 'use', words, index, maxUses);
  }

  audienceFor(words: ReadonlySet<string>, index: number, maxUses = 2): string | undefined {
    return this.pickFrom(this.audiences, 'aud', words, index, maxUses);
  }

  benefitFor(index: number, maxUses = 1): string | undefined {
    return this.pickFrom(this.benefitPairs, 'ben', new Set(), index, maxUses);
  }

  otherFor(words: ReadonlySet<string>, own: Feature | undefined, maxUses = 1): string | undefined {
    const ownKey = own ? contentNorms(own.text).join(' ') : '';
    const fresh = this.others.filter((o) => this.count(`other:${o.text}`) < maxUses && o.norms.join(' ') !== ownKey && !o.norms.every((w) => words.has(w)));
    return (fresh.find((o) => o.norms.some((w) => words.has(w))) ?? fresh[0])?.text;
  }

  /** The title's specs a bullet does not state (`1.7L and 1500W`), for one sentence in the whole listing. */
  specsFor(bulletText: string): string | undefined {
    if (this.specsSaid) return undefined;
    const lower = bulletText.toLowerCase();
    // `13` or `Mini` of `iPhone 13, 12, Mini` says nothing on its own; `1.7L` and `Pack of 4` do.
    const numbers = new Set(lower.match(/\d+(?:[.,]\d+)*/gu) ?? []);
    const fresh = (s: string) => !lower.includes(s.toLowerCase()) && !(s.match(/\d+(?:[.,]\d+)*/gu) ?? []).some((n) => numbers.has(n));
    const specs = titleSpecs(this.a).filter((s) => /\d/u.test(s) && /\p{L}/u.test(s) && fresh(s)).slice(0, 3);
    if (specs.length === 0) return undefined;
    return specs.length === 1 ? specs[0] : `${specs.slice(0, -1).join(', ')} and ${specs[specs.length - 1]}`;
  }

  usedSpecs(): void {
    this.specsSaid = true;
  }

  /** True once a bullet has stated the title's specs, so the description need not. */
  get specsStated(): boolean {
    return this.specsSaid;
  }

  usedUsage(x: string): void {
    this.bump(`use:${x}`);
  }

  usedAudience(x: string): void {
    this.bump(`aud:${x}`);
  }

  usedBenefit(x: string): void {
    this.bump(`ben:${x}`);
  }

  usedOther(x: string): void {
    this.bump(`other:${x}`);
  }

  /** The product name reads as a name for the product only with a noun after the brand: `Havells Bero Quartz Heater`, not `Robustrion`. */
  nameFree(): boolean {
    return !this.nameUsed && this.product.name.includes(' ') && this.product.name.length <= 60;
  }

  usedName(): void {
    this.nameUsed = true;
  }

  covered(keyword: string): void {
    this.folded.add(keyword.toLowerCase());
  }

  isFolded(keyword: string): boolean {
    return this.folded.has(keyword.toLowerCase());
  }

  /**
   * Gives each keyword a bullet: the one sharing most words with it, else the one with fewest
   * keywords so far. Keywords the seller's bullets already say are left out.
   */
  planKeywords(drafts: readonly { words: ReadonlySet<string>; length?: number }[]): void {
    this.plan.clear();
    const all = new Set(drafts.flatMap((d) => [...d.words]));
    const seen = new Set<string>();
    const list: PlannedKeyword[] = [];
    const add = (keyword: string, required: boolean) => {
      const key = keyword.toLowerCase();
      if (!keyword || seen.has(key) || !this.foldable(keyword)) return;
      seen.add(key);
      if (coveredBy(keyword, all)) return;
      list.push({ ref: keywordRef(this.a, keyword), required, norms: contentNorms(keyword) });
    };
    for (const k of this.mustCover) if (!MATERIALS.has(k.toLowerCase().split(/\s+/).pop() ?? '')) add(k, true);
    for (const k of [this.a.keywords.main, ...this.a.keywords.secondary]) if (this.readsAsThing(k)) add(k, false);
    const load = drafts.map(() => 0);
    for (const k of list) {
      let best = -1;
      let bestScore = -Infinity;
      drafts.forEach((d, i) => {
        const overlap = k.norms.filter((w) => d.words.has(w)).length;
        // Thin bullets have the room: a keyword sentence helps them most.
        const score = overlap * 2 - (load[i] ?? 0) * 3 - (d.length ?? 0) / 150 - i * 0.01;
        if (score > bestScore) {
          best = i;
          bestScore = score;
        }
      });
      if (best < 0) continue;
      load[best] = (load[best] ?? 0) + 1;
      const entry = this.plan.get(best) ?? [];
      entry.push(k);
      this.plan.set(best, entry);
    }
  }

  /**
   * An optional keyword worth a sentence: a common noun phrase or an adjective, not a colour, a
   * name or a model line (`violet`, `oneplus`, `leonardo's katana`).
   */
  readsAsThing(keyword: string): boolean {
    return readsAsThing(this.a, keyword);
  }

  keywordsFor(index: number): PlannedKeyword[] {
    return this.plan.get(index) ?? [];
  }

  /** Keywords the description may name, each at most twice: main, readable secondary ones, bullet keywords. */
  descriptionKeyword(index: number): KeywordRef | undefined {
    const list = [this.a.keywords.main, ...this.a.keywords.secondary, ...this.a.keywords.bullet]
      .filter((k, i) => k && this.foldable(k) && (i === 0 || this.readsAsThing(k)));
    const fresh = list.filter((k) => this.count(`dkw:${k}`) < 2);
    const keyword = fresh[index % Math.max(1, fresh.length)];
    return keyword ? keywordRef(this.a, keyword) : undefined;
  }

  usedDescriptionKeyword(keyword: string): void {
    this.bump(`dkw:${keyword}`);
  }

  /** Keywords planned but not folded into any bullet, for the description. */
  unfolded(): KeywordRef[] {
    return [...this.plan.values()].flat().filter((k) => !this.isFolded(k.ref.keyword)).map((k) => k.ref);
  }
}

/** Single benefit words that describe a whole product rather than a part of it. */
const PRODUCT_BENEFITS =
  /^(?:lightweight|portable|durable|compact|adjustable|foldable|collapsible|washable|reusable|rechargeable|breathable|stackable|cordless|wireless|versatile|sturdy|stable|quiet|silent|ergonomic|detachable|removable|expandable|magnetic|flexible|stretchy|spacious|roomy|multifunctional)$/;
