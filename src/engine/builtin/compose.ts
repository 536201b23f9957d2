import { codePointLength } from '../../listing/counting.js';
import { capitalizeFirst } from './casing.js';
import { BULLET_FRAMES, type Family } from './connectives.js';
import { singularOf, withArticle, type Feature } from './feature.js';
import { hashText } from './variation.js';

/*
 * Fills connective frames (connectives.ts) with the seller's phrases, and keeps the listing from
 * using a frame, or saying a sentence, twice. The order frames are tried in is a hash of the
 * listing, so two listings rarely read alike while the same listing always reads the same.
 */

/** The product as frames name it. */
export interface ProductRef {
  /** `this heater`, `these batteries`. */
  the: string;
  plural: boolean;
  /** Singular, for `the right {noun}` and `one {noun}`; plural only for pair words (`jeans`). */
  noun: string;
  nouns: string;
  name: string;
  /** False for pair words: there is no `one jeans`. */
  countable: boolean;
}

/** A keyword ready for a frame: `{kw}` with its article, `{kws}` in the plural, `{ak}` as an adjective. */
export interface KeywordRef {
  keyword: string;
  kw?: string;
  kws?: string;
  ak?: string;
  /** The keyword names the kind of product (`garlic presses`), not a feature of it (`glass beads`). */
  category?: boolean;
}

export interface Slots {
  f?: Feature | undefined;
  why?: string | undefined;
  use?: string | undefined;
  aud?: string | undefined;
  other?: string | undefined;
  ben?: string | undefined;
  /** The title's specs the bullet does not state (`1.7L and 1500W`). */
  fact?: string | undefined;
  kw?: KeywordRef | undefined;
}

export interface Connective {
  text: string;
  family: Family;
  frame: string;
  /** The keyword it carries, if any. */
  keyword?: string;
  /** The `{other}` phrase it names, if any. */
  other?: string;
  /** True when it names the feature (`{f}`, `{fa}`, `{tf}`), not just `it`. */
  namesFeature: boolean;
  /** True when it names the product (`this heater`, the product name). */
  namesProduct: boolean;
}

/** `is` -> `are`, `makes` -> `make`, for a plural subject. */
export function agree(verb: string, plural: boolean): string {
  if (!plural) return verb;
  const irregular: Record<string, string> = { is: 'are', has: 'have', does: 'do', was: 'were' };
  if (irregular[verb]) return irregular[verb];
  if (/ies$/u.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z|o)es$/u.test(verb)) return verb.slice(0, -2);
  return verb.replace(/s$/u, '');
}

const UNIT_NEXT = /^\s*(?:in|x|m|g|l|a|v|w|h|ft|cm|mm|oz|lb|kg|ml|pack|set|count|day|hour|year|month|minute|piece|layer|port)s?\b/iu;

const QUANTITY_START = /^(?:\d|(?:two|three|four|five|six|seven|eight|nine|ten|dual|twin|multiple|several|many|all|every|each|both)\b)/iu;

function slotValue(name: string, verb: string | undefined, slots: Slots, product: ProductRef, extra: Readonly<Record<string, string>>): string | undefined {
  const f = slots.f;
  if (verb !== undefined) {
    if (name === 'f') return f ? agree(verb, f.plural) : undefined;
    if (name === 'p') return agree(verb, product.plural);
    return undefined;
  }
  switch (name) {
    case 'f':
      return f?.text;
    case 'fa':
      return f ? withArticle(f) : undefined;
    case 'tf':
      return f ? (QUANTITY_START.test(f.text) || /^the\s/iu.test(f.text) ? f.text : `the ${f.text}`) : undefined;
    case 'fobj':
      return f ? (f.plural ? 'them' : 'it') : undefined;
    case 'p':
      return product.the;
    case 'pit':
      return product.plural ? 'they' : 'it';
    case 'pits':
      return product.plural ? 'their' : 'its';
    case 'pobj':
      return product.plural ? 'them' : 'it';
    case 'noun':
      return product.noun;
    case 'nouns':
      return product.nouns;
    case 'name':
      return product.name || undefined;
    case 'kw':
      return slots.kw?.kw;
    case 'kws':
      return slots.kw?.category ? slots.kw.kws : undefined;
    case 'kwc':
      return slots.kw?.category ? slots.kw.kw : undefined;
    case 'ak':
      return slots.kw?.ak;
    case 'use':
    case 'aud':
    case 'why':
    case 'ben':
    case 'other':
    case 'fact':
      return slots[name];
    default:
      return extra[name];
  }
}

/** A frame with every slot filled, or undefined when a slot has no value. */
export function fillFrame(frame: string, slots: Slots, product: ProductRef, extra: Readonly<Record<string, string>> = {}): string | undefined {
  let missing = false;
  const text = frame.replace(/\{(\w+)(?:~(\w+))?\}/gu, (whole, raw: string, verb: string | undefined, offset: number) => {
    const value = slotValue(raw.toLowerCase(), verb, slots, product, extra);
    if (value === undefined || (value === '' && raw !== 'for')) {
      missing = true;
      return '';
    }
    // `kids ages 3` before ` in mind` would read as `3 in`, three inches.
    if (/\d$/u.test(value) && UNIT_NEXT.test(frame.slice(offset + whole.length))) {
      missing = true;
      return '';
    }
    return /^\p{Lu}/u.test(raw) ? capitalizeFirst(value) : value;
  });
  if (missing) return undefined;
  // `shortlist these gel pens among gel pens`: the keyword names the product itself.
  const kwText = slots.kw?.kws ?? slots.kw?.kw;
  if (kwText && /\{p\b|\{pobj\b/iu.test(frame) && /\{kw[sc]?\}/iu.test(frame) && sameNoun(kwText, product.noun)) return undefined;
  // `one jeans` cannot be said.
  if (!product.countable && /\bone \{noun\}/u.test(frame)) return undefined;
  return text.replace(/\s{2,}/g, ' ');
}

const sameNoun = (x: string, y: string) => {
  const norm = (t: string) => t.toLowerCase().replace(/^(?:a|an)\s+/u, '').split(/\s+/).map(singularOf).join(' ');
  return norm(x) === norm(y) || norm(x).endsWith(` ${norm(y)}`);
};

const sentenceKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export class Connectives {
  private readonly used = new Set<string>();
  private readonly said = new Set<string>();
  private readonly order = new Map<Family, string[]>();

  constructor(
    private readonly seed: string,
    readonly product: ProductRef,
  ) {}

  private framesOf(family: Family): string[] {
    let frames = this.order.get(family);
    if (!frames) {
      frames = [...BULLET_FRAMES[family]].sort((x, y) => hashText(`${this.seed}|${x}`) - hashText(`${this.seed}|${y}`));
      this.order.set(family, frames);
    }
    return frames;
  }

  /** Up to `n` unused frames of the family that the slots can fill, in this listing's order. */
  options(family: Family, slots: Slots, n: number): Connective[] {
    const out: Connective[] = [];
    for (const frame of this.framesOf(family)) {
      if (out.length >= n) break;
      if (this.used.has(frame)) continue;
      const text = fillFrame(frame, slots, this.product);
      if (!text || this.said.has(sentenceKey(text))) continue;
      const option: Connective = { text, family, frame, namesFeature: /\{(?:f|fa|tf)\b/iu.test(frame), namesProduct: /\{(?:p|pobj|name)\b/iu.test(frame) };
      if (slots.kw && /\{(?:kw|kws|kwc|ak)\}/iu.test(frame)) option.keyword = slots.kw.keyword;
      if (slots.other && frame.includes('{other}')) option.other = slots.other;
      out.push(option);
    }
    return out;
  }

  commit(option: Connective): void {
    this.used.add(option.frame);
    this.said.add(sentenceKey(option.text));
  }

  /** Marks a sentence the listing says anyway, so no frame repeats it. */
  note(text: string): void {
    this.said.add(sentenceKey(text));
  }

  hasSaid(text: string): boolean {
    return this.said.has(sentenceKey(text));
  }
}

export interface Candidate extends Connective {
  /** Must be chosen (a keyword nothing else covers). */
  required?: boolean;
}

/**
 * The candidates to append to `base` characters so the total lands in [lo, hi]: earlier candidates
 * are preferred, at most one per family (`maxReaders` readers), no two opening on the same word. Falls back
 * to the longest choice within `hi`.
 */
export function chooseToFit(base: number, candidates: readonly Candidate[], lo: number, hi: number, maxReaders = 3, maxNodes = 6000): Candidate[] {
  const lengths = candidates.map((c) => codePointLength(c.text) + 1);
  let best: { total: number; pick: number[] } = { total: base, pick: [] };
  let found: number[] | undefined;
  let nodes = 0;
  const pick: number[] = [];
  const families = new Map<Family, number>();
  const openers = new Set<string>();
  let naming = 0;
  let productNames = 0;
  const required = candidates.map((c, i) => (c.required ? i : -1)).filter((i) => i >= 0);
  const opener = (text: string) => text.split(' ').slice(0, 3).join(' ').toLowerCase();

  const visit = (i: number, total: number): void => {
    if (found || nodes++ > maxNodes) return;
    const allRequired = required.every((r) => pick.includes(r));
    if (allRequired && total >= lo && total <= hi) {
      found = [...pick];
      return;
    }
    if (allRequired && total <= hi && total > best.total) best = { total, pick: [...pick] };
    if (i >= candidates.length) return;
    const c = candidates[i] as Candidate;
    const length = lengths[i] ?? 0;
    const count = families.get(c.family) ?? 0;
    const key = opener(c.text);
    // One sentence naming the feature is enough; the rest say `it`.
    // `this heater` twice in a bullet is plenty.
    const fits = total + length <= hi && count < (c.family === 'reader' || c.family === 'pad' ? maxReaders : 1) && !openers.has(key);
    if (fits && !(c.namesFeature && naming >= 1) && !(c.namesProduct && productNames >= 2)) {
      pick.push(i);
      families.set(c.family, count + 1);
      openers.add(key);
      if (c.namesFeature) naming++;
      if (c.namesProduct) productNames++;
      visit(i + 1, total + length);
      pick.pop();
      families.set(c.family, count);
      openers.delete(key);
      if (c.namesFeature) naming--;
      if (c.namesProduct) productNames--;
    }
    if (!c.required) visit(i + 1, total);
  };
  visit(0, base);
  const chosen = found ?? best.pick;
  return chosen.map((i) => candidates[i] as Candidate);
}

const RESTATE: readonly string[] = ['{P} {p~has} {fa}{for}.', '{P} {p~comes} with {fa}{for}.', '{P} {p~features} {fa}{for}.', 'You get {fa}{for} with {p}.'];
/** Further into a text, the product needs no naming again. */
const RESTATE_AGAIN: readonly string[] = ['It also has {fa}{for}.', 'You also get {fa}{for}.', 'There {f~is} also {fa}{for}.', 'It comes with {fa}{for}, too.'];

const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * A seller fragment that is nothing but its feature (`front grill for safety`) said as a sentence
 * about the product (`This heater has a front grill for safety.`); undefined for anything else.
 */
export function restateFragment(sentence: string, f: Feature | undefined, product: ProductRef, pick: number, again = false): string | undefined {
  if (!f || /\d/u.test(sentence)) return undefined;
  const said = bare(f.purpose ? `${f.text} for ${f.purpose}` : f.text);
  if (said !== bare(sentence)) return undefined;
  const frames = again ? RESTATE_AGAIN : RESTATE;
  const frame = frames[pick % frames.length] ?? '';
  return fillFrame(frame, { f }, product, { for: f.purpose ? ` for ${f.purpose}` : '' });
}
