import { codePointLength } from '../../listing/counting.js';
import type { ResolvedLimits } from '../../listing/limits.js';
import { FUNCTION_WORDS, SUBJECTIVE_OR_TEMPORARY_WORDS } from '../../listing/words.js';
import type { BulletFact, ListingAnalysis } from './analysis.js';
import { capitalizeFirst, sentenceFromHeader } from './casing.js';
import { isBannedSentence } from './clean.js';
import { restateFragment, type Connectives } from './compose.js';
import { coverKeywords, expand } from './bullet-growth.js';
import { hashText } from './variation.js';
import { featureOf, type Feature } from './feature.js';
import { FRAMES } from './frames.js';
import { negationsIn, type Negation } from './negation.js';
import { liftsNegated, onlyNegatedPhrase } from './negated.js';
import { isAdjectiveWord, isVerbWord } from './parse.js';
import type { ListingMaterial } from './material.js';
import { asSentence, keywordSentence, shortenSentence, type PoolSentence } from './sentences.js';
import { contentNorms, normWords } from './wording.js';

/*
 * Bullets in the 'BENEFIT HEADER: sentence' shape. Each seller bullet keeps its facts and its
 * order; headers come from the seller's own header or the bullet's strongest phrase, never from a
 * phrase the seller negates. Thin bullets grow with connective sentences about the bullet's own
 * feature (bullet-growth.ts); long ones are cut at sentence or clause boundaries.
 */

export interface BulletRequest {
  a: ListingAnalysis;
  limits: ResolvedLimits;
  /** Keywords that must be covered somewhere in the bullets. */
  mustCover: string[];
  /** Sentences for slots the seller left empty, consumed as they are used. */
  pool: PoolSentence[];
  connectives: Connectives;
  material: ListingMaterial;
}

export interface Draft {
  header: string;
  sentences: string[];
  /** Sentences that must stay (keyword coverage). */
  required: string[];
  words: Set<string>;
  feature?: Feature | undefined;
}

const HEADER_CHARS = /(?![.,](?=\d))[^\p{L}\p{N}\s&+%'’-]/gu;
const MAX_HEADER_WORDS = 5;
const ADJECTIVAL = /(?:free|proof|resistant|ful|able|ible|less|ive|ous|ic|ed|ing|ly)$/u;
/** Words that lean on the word before them: `rust free`, `dishwasher safe`, `USB powered`. */
const LEANING = /^(?:free|proof|resistant|safe|friendly|based|powered|driven|compatible|ready|grade|sized)$/iu;

/** Words a header must not end on: a negation or a verb whose object the cut removed. */
const DANGLING = /^(?:not|no|never|without|non|anti|nor|is|are|was|were|be|can|will|does|do|has|have|\p{L}+n['’]t)$/iu;

function headerWords(text: string): string[] {
  return text.replace(HEADER_CHARS, ' ').split(/\s+/).filter(Boolean);
}

function trimHeader(words: string[]): string[] {
  const out = words.slice(0, MAX_HEADER_WORDS);
  while (out.length > 0 && FUNCTION_WORDS.has((out[out.length - 1] ?? '').toLowerCase())) out.pop();
  // Only articles go from the front: `BEYOND COMPARE` and `FOR KIDS` are headers as written.
  while (out.length > 0 && /^(?:a|an|the)$/i.test(out[0] ?? '')) out.shift();
  return out;
}

/** `free stainless steel reflector` in `rust free stainless steel reflector` gets its `rust` back. */
function withLeadingWord(phrase: string, text: string): string | undefined {
  const first = phrase.split(' ')[0] ?? '';
  if (!LEANING.test(first)) return phrase;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`([\\p{L}\\p{N}-]+)[\\s-]+${escaped}`, 'iu').exec(text);
  const before = m?.[1];
  if (!before || FUNCTION_WORDS.has(before.toLowerCase())) return undefined;
  return `${before} ${phrase}`;
}

/** The bullet's strongest phrases: benefit words it uses, then its noun phrases of 2 to 4 words. */
function phraseCandidates(a: ListingAnalysis, fact: BulletFact, keywordNorms: ReadonlySet<string>): string[] {
  const text = fact.sentences.join(' ');
  const lower = text.toLowerCase();
  const nameWords = new Set(normWords(a.title.productName));
  const scored: { text: string; score: number; at: number }[] = [];
  a.benefits.forEach((b, i) => {
    if (lower.includes(b) && b.split(' ').length >= 2 && !LEANING.test(b.split(' ')[0] ?? '')) scored.push({ text: b, score: 2, at: i });
  });
  fact.phrases.forEach((phrase, i) => {
    // compromise often reads an opening verb as a plural noun: `Supports muscle function`.
    const first = phrase.text.split(' ')[0] ?? '';
    const stripped = isVerbWord(first.toLowerCase()) ? phrase.text.slice(first.length).trim() : phrase.text;
    const full = stripped ? withLeadingWord(stripped, text) : undefined;
    if (!full) return;
    const n = full.split(' ').length;
    // Dimensions and decimals (`3.87" x 5.62"`) make poor headers.
    if (n > MAX_HEADER_WORDS || /[()[\]"″]|\d\s?[x×]\s?\d/u.test(full)) return;
    let score = n >= 2 ? 2 : 0;
    if (phrase.norms.some((w) => keywordNorms.has(w))) score += 1;
    if (phrase.norms.length > 0 && phrase.norms.every((w) => nameWords.has(w))) score -= 3;
    scored.push({ text: full, score, at: 10 + i });
  });
  return scored.sort((x, y) => y.score - x.score || x.at - y.at).map((s) => s.text);
}

/** A short verbless bullet (`rust free stainless steel reflector`) is its own header, without its spec (`power settings-400w/800w`). */
function fragmentHeader(fact: BulletFact): string[] {
  if (fact.sentences.length !== 1) return [];
  const text = (fact.sentences[0] ?? '').replace(/[.!?]+$/u, '');
  const head = text.split(/\s*[-:–—(]\s*(?=\d)|\s+(?=\d)|\s*[,;:(]\s*/u)[0] ?? '';
  const words = head.split(/\s+/).filter(Boolean);
  // `Features child-friendly sounds`: the opening verb is no part of the header.
  if (/s$/iu.test(words[0] ?? '') && isVerbWord((words[0] ?? '').toLowerCase())) words.shift();
  if (words.length < 2 || words.length > MAX_HEADER_WORDS || !words.every((w) => /^[\p{L}][\p{L}'’&+-]*$/u.test(w))) return [];
  const parsed = fact.parsed[0]?.tokens ?? [];
  // The last word is the head noun however compromise tags it (`switch`, `cover`).
  const verb = parsed.slice(1, -1).some((t) => t.verb && !t.gerund && !t.participle && !t.noun && !/^(?:over|up|down|off|out|in|on)$/u.test(t.lower));
  // `Ideal for reading` and `Available in pink` are predicates, not names of a feature.
  if (parsed[0] && parsed[1] && (parsed[0].adjective || isAdjectiveWord(parsed[0].lower)) && !parsed[0].noun && parsed[1].preposition) return [];
  if (verb || FUNCTION_WORDS.has((words[words.length - 1] ?? '').toLowerCase())) return [];
  return words;
}

function makeHeader(a: ListingAnalysis, fact: BulletFact, used: Set<string>, keywordNorms: ReadonlySet<string>): string {
  const options: string[][] = [];
  const own = trimHeader(headerWords(sentenceFromHeader(fact.header)));
  if (own.length >= 2) options.push(own);
  const fragment = fact.header ? [] : fragmentHeader(fact);
  if (fragment.length >= 2) options.push(fragment);
  const phrases = phraseCandidates(a, fact, keywordNorms).map((p) => trimHeader(headerWords(p)));
  if (own.length === 1) {
    // `Compatibility` -> `SCREEN PROTECTOR COMPATIBILITY`, `Oil-free` -> `OIL-FREE SCREEN PROTECTOR`.
    const single = own[0]?.toLowerCase() ?? '';
    const noun = a.productNoun.split(' ').filter(Boolean);
    if (!noun.some((w) => w.toLowerCase() === single) && noun.length + 1 <= MAX_HEADER_WORDS && a.productNoun !== 'product') {
      options.push(ADJECTIVAL.test(single) ? [...own, ...noun] : [...noun, ...own]);
    }
    for (const p of phrases) {
      if (p.length === 0) continue;
      const joined = p.some((w) => w.toLowerCase() === single) ? p : [...own, ...p].slice(0, MAX_HEADER_WORDS);
      if (joined.length >= 2) options.push(joined);
    }
  }
  for (const p of phrases) if (p.length >= 2) options.push(p);
  // The sentence's own opening (`TAKE 2 CAPSULES DAILY`), up to the first break.
  const openingText = (fact.sentences[0] ?? '').split(/[,;:!?(]|\.(?!\d)|\s[-–—]\s/u)[0] ?? '';
  const opening = trimHeader(headerWords(openingText).slice(0, 4));
  // A sentence's opening may stop on its verb: `2.0 SPEAKER HAS`.
  while (opening.length > 0 && /s$/u.test((opening[opening.length - 1] ?? '').toLowerCase()) && isVerbWord((opening[opening.length - 1] ?? '').toLowerCase())) opening.pop();
  // `ERASABLE PENS ARE NOT`: an opening cut inside a negation says the opposite, or nothing.
  const cutNegation = liftsNegated(negationsIn(openingText), 0, opening.join(' ').length) || DANGLING.test(opening[opening.length - 1] ?? '');
  if (opening.length >= 2 && !cutNegation && !/["″]|\d\s?[x×]\s?\d/u.test(openingText) && !LEANING.test(opening[0] ?? '')) options.push(opening);
  if (own.length === 1) options.push([...own, 'DETAILS']);
  const noun = headerWords(a.productNoun);
  for (const extra of ['DETAILS', 'FEATURES', 'DESIGN', 'ESSENTIALS', 'HIGHLIGHTS', 'AT A GLANCE']) {
    if (noun.length > 0 && noun.length < MAX_HEADER_WORDS) options.push([...noun.slice(-2), ...extra.split(' ')]);
  }
  const source = `${fact.header} ${fact.sentences.join(' ')}`;
  let negations: Negation[] | undefined;
  for (const option of options) {
    const header = option.join(' ').toUpperCase();
    // `SCRATCH` of `anti-scratch`, `CHARGER NOT`: a header must not say the opposite of the bullet.
    if (DANGLING.test(option[option.length - 1] ?? '')) continue;
    negations ??= negationsIn(source);
    if (onlyNegatedPhrase(source, negations, option.join(' '))) continue;
    // `.08 inches` must not become `08 INCHES`.
    if (option.some((w) => /^\p{N}/u.test(w) && new RegExp(`(?<![\\p{N}])[.,]${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(source))) continue;
    if (!used.has(header)) {
      used.add(header);
      return header;
    }
  }
  return '';
}

export function renderDraft(d: Draft): string {
  const body = [...d.sentences, ...d.required].join(' ');
  return d.header ? `${d.header}: ${body}` : body;
}

/** Cuts a draft to `hi`: drops trailing seller sentences first, then shortens the first one. */
function fitLong(d: Draft, hi: number): void {
  while (codePointLength(renderDraft(d)) > hi && d.sentences.length > 1) d.sentences.pop();
  if (codePointLength(renderDraft(d)) <= hi) return;
  const other = codePointLength(renderDraft({ ...d, sentences: [] }));
  const room = hi - other - 1;
  const first = d.sentences[0];
  if (first !== undefined && room > 40) d.sentences[0] = shortenSentence(first, room);
  else if (first !== undefined) d.sentences = [shortenSentence(first, Math.max(40, hi - codePointLength(d.header) - 2))];
  while (codePointLength(renderDraft(d)) > hi && d.required.length > 0) d.required.pop();
}

function draftFor(req: BulletRequest, fact: BulletFact, used: Set<string>, keywordNorms: ReadonlySet<string>): Draft {
  const sentences = fact.sentences.map((text, i) => {
    const parsed = fact.parsed[i];
    return parsed ? asSentence(req.a, parsed, text, `${fact.index}-${i}`) : text;
  });
  // `Dimensions: Dimensions: ...` - the seller repeated the header as a label.
  const label = fact.header ? new RegExp(`^${fact.header.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[:-]\\s*`, 'iu') : null;
  if (label && sentences[0] && label.test(sentences[0])) sentences[0] = capitalizeFirst(sentences[0].replace(label, ''));
  const header = makeHeader(req.a, fact, used, keywordNorms);
  const feature = featureOf(req.a, fact, header);
  // A fragment that became the header is said again as a sentence about the product, not repeated as is.
  const restated = sentences.length === 1 ? restateFragment(fact.sentences[0] ?? '', feature, req.connectives.product, hashText(`${req.a.input.title}|${fact.index}`)) : undefined;
  if (restated) sentences[0] = restated;
  return { header, sentences, required: [], words: new Set(fact.words), feature };
}

/** A bullet assembled from the pool when the seller gave too little for all slots. */
function extraDraft(req: BulletRequest, used: Set<string>, slot: number): Draft {
  const first = req.pool[0];
  const kind = first?.kind === 'usage' || first?.kind === 'audience' || first?.kind === 'specs' ? first.kind : 'keywords';
  const headers = FRAMES.extraHeaders[kind];
  const header = [...headers, ...Object.values(FRAMES.extraHeaders).flat()].find((h) => !used.has(h)) ?? '';
  used.add(header);
  const sentences: string[] = [];
  if (first) {
    sentences.push(first.text);
    req.pool.shift();
  } else {
    const keyword = [req.a.keywords.main, ...req.a.keywords.secondary][slot % (1 + req.a.keywords.secondary.length)] ?? req.a.productNoun;
    sentences.push(keywordSentence(req.a, keyword, `extra-${slot}`));
  }
  return { header, sentences, required: [], words: new Set(sentences.flatMap((s) => contentNorms(s))) };
}

export function writeBullets(req: BulletRequest): { bullets: string[]; drafts: Draft[] } {
  const { a, limits } = req;
  const [lo, hi] = limits.bullets.target;
  const max = limits.bullets.max;
  const count = Math.min(Math.max(a.bullets.length, limits.bullets.countMin, 5), 6, limits.bullets.countMax);
  const keywordNorms = new Set(req.mustCover.flatMap((k) => contentNorms(k)));
  const used = new Set<string>();
  const seen = new Set<string>();
  const drafts: Draft[] = [];
  for (const fact of a.bullets) {
    const key = fact.sentences.join(' ').toLowerCase();
    if (fact.sentences.length === 0 || seen.has(key)) continue;
    seen.add(key);
    if (drafts.length >= count) break;
    const draft = draftFor(req, fact, used, keywordNorms);
    // A sentence the seller repeated in two bullets is said in the first only.
    const kept = draft.sentences.filter((x) => !req.connectives.hasSaid(x));
    if (kept.length > 0) draft.sentences = kept;
    for (const x of draft.sentences) req.connectives.note(x);
    fitLong(draft, hi);
    drafts.push(draft);
  }
  for (let slot = drafts.length; slot < count; slot++) drafts.push(extraDraft(req, used, slot));
  // Seller sentences are said once: a frame must not repeat one.
  for (const d of drafts) for (const s of d.sentences) req.connectives.note(s);
  req.material.setOthers(drafts.map((d) => d.feature));
  req.material.planKeywords(drafts.map((d) => ({ words: d.words, length: codePointLength(renderDraft(d)) })));
  drafts.forEach((d, i) => expand(req, d, i, [lo, hi]));
  coverKeywords(req, drafts, hi, max);
  const bullets = drafts.map(renderDraft).map((b) => (codePointLength(b) > max ? shortenSentence(b, max) : b));
  return { bullets, drafts };
}

/** Keywords that read poorly in a sentence: codes, numbers, promotions. */
export function foldable(keyword: string): boolean {
  const words = keyword.toLowerCase().split(/\s+/);
  return !/\d/.test(keyword) && !words.some((w) => SUBJECTIVE_OR_TEMPORARY_WORDS.has(w)) && !isBannedSentence(keyword) && /\p{L}{3,}/u.test(keyword);
}
