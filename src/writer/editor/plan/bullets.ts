import { codePointLength, FUNCTION_WORDS, lowerPlainWords, normalizeWord } from '../../../rules/index.js';
import type { BulletFacts, SentenceFact } from '../read/index.js';
import type { NounPhrase } from '../read/noun-phrases.js';
import { pluralOf, singularOf } from '../realize/phrases.js';
import { capitalizeFirst } from '../read/clean.js';
import { deriveHeader, headerCase, headerFault, opensWith } from './header.js';

/*
 * Bullets: each seller bullet becomes `HEADER: text`, its sentences in the seller's order, as many
 * whole sentences as fit under the profile's target; the rest moves to the description. A keyword
 * that names the product takes the place of a plain mention of it (`this dripper` becomes `this
 * pour over coffee maker`); nothing is ever inserted into a stock sentence.
 */

export interface PlannedBullet {
  index: number;
  header: string;
  sentences: string[];
}

export interface BulletPlanInputs {
  bullets: readonly BulletFacts[];
  /** Noun phrases of each bullet's first sentences, by bullet index. */
  phrases: ReadonlyMap<number, readonly NounPhrase[]>;
  keywordWords: ReadonlySet<string>;
  productHead: string;
  nameWords: ReadonlySet<string>;
  /** Ceiling: the profile's target maximum. */
  ceiling: number;
  /** The hard limit a single sentence may reach. */
  max: number;
  /** A shouted header as a sentence, in the seller's own spellings. */
  sentenceCase: (text: string) => string;
}

/** Openings that refer back to the sentence before. */
const LEANS_ON_PREVIOUS = /^(?:this|that|these|those|it|they|its|their|such|the problem|the issue|also|plus|however|but|so)\b/iu;

export const renderBullet = (b: { header: string; sentences: readonly string[] }) =>
  b.header ? `${b.header}: ${b.sentences.join(' ')}` : b.sentences.join(' ');

export function planBullets(inputs: BulletPlanInputs): { bullets: PlannedBullet[]; overflow: SentenceFact[]; notes: string[] } {
  const bullets: PlannedBullet[] = [];
  const overflow: SentenceFact[] = [];
  const notes: string[] = [];
  const taken = new Set<string>();
  // The seller's style decides: when most of their bullets carry a header, every bullet gets one;
  // otherwise none does (a header of theirs becomes the bullet's first words).
  const filled = inputs.bullets.filter((b) => b.sentences.length > 0);
  const headed = filled.filter((b) => b.header !== '').length;
  const headerStyle = headed > 0 && headed * 2 >= filled.length;
  for (const bullet of inputs.bullets) {
    if (bullet.sentences.length === 0) continue;
    const settled = settleHeader(bullet, inputs, notes);
    const { joined } = settled;
    let { header: sellerHeader, lead } = settled;
    if (!headerStyle && sellerHeader) {
      if (!saysNothingNew(sellerHeader, bullet.sentences)) lead = `${inputs.sentenceCase(sellerHeader).replace(/[.!;:,]+$/u, '')}.`;
      sellerHeader = '';
    }
    const text = bullet.sentences.map((s) => s.text).join(' ');
    const derive = (more: ReadonlySet<string> = taken) => deriveHeader(inputs.phrases.get(bullet.index) ?? [], inputs.keywordWords, inputs.productHead, inputs.nameWords, text, more);
    let phrase = sellerHeader || (joined || !headerStyle ? '' : derive());
    // `CHARGE: Charge for 10 mins`: a header may not end on the word the text starts with.
    const firstWord = (bullet.sentences[0]?.text.match(/[\p{L}\p{N}]+/u)?.[0] ?? '').toLowerCase();
    let sentenceTexts = bullet.sentences.map((s) => s.text);
    // `SLIM FRESH K617: Slim Fresh K617: ...`: the seller's label said twice goes once; a header
    // that only repeats the text's opening words gives way to another of the bullet's facts.
    if (phrase && !lead && opensWith(sentenceTexts[0] ?? '', phrase)) {
      const words = (phrase.match(/[\p{L}\p{N}]+/gu) ?? []).length;
      const rest = (sentenceTexts[0] ?? '').replace(new RegExp(`^(?:\\W*[\\p{L}\\p{N}]+){${words}}\\s*[:\\-–—]\\s+`, 'u'), '');
      if (rest !== sentenceTexts[0] && /\p{L}/u.test(rest)) sentenceTexts = [capitalizeFirst(rest), ...sentenceTexts.slice(1)];
      else phrase = derive(new Set([...taken, phrase.toLowerCase()]));
    }
    const trimmed = phrase && (phrase.match(/[\p{L}\p{N}]+$/u)?.[0] ?? '').toLowerCase() === firstWord ? phrase.replace(/\s*[\p{L}\p{N}]+$/u, '') : phrase;
    const header = trimmed && !headerFault(trimmed) ? headerCase(trimmed) : '';
    taken.add(header.toLowerCase());
    let facts: (SentenceFact | undefined)[] = lead ? [undefined, ...bullet.sentences] : [...bullet.sentences];
    let texts = lead ? [lead, ...sentenceTexts] : sentenceTexts;
    if (joined) {
      texts = [`${lead} ${texts[1] ?? ''}`.trim(), ...texts.slice(2)];
      facts = facts.slice(1);
    }
    // A first sentence that is only the header's noun phrase (`1800 Watt Power Consumption.`) now is the header.
    if (header && texts.length > 1 && sameWords(texts[0] ?? '', header)) {
      texts = texts.slice(1);
      facts = facts.slice(1);
    }
    const kept: string[] = [];
    let full = false;
    texts.forEach((sentence, i) => {
      const next = renderBullet({ header, sentences: [...kept, sentence] });
      const fits = codePointLength(next) <= inputs.ceiling || (kept.length === 0 && codePointLength(next) <= inputs.max);
      // Sentences stay in the seller's order: once one moves to the description, the rest follow it.
      // `This is due to ...`, `The problem should not ...`: a sentence that leans on the one before
      // stays with it (within the hard limit), or is left out with a note; alone in the description
      // it would make no sense.
      const leans = !full && kept.length > 0 && LEANS_ON_PREVIOUS.test(sentence);
      if (fits && !full) kept.push(sentence);
      else if (leans && codePointLength(next) <= inputs.max) kept.push(sentence);
      else if (leans) {
        full = true;
        notes.push(`Bullet ${bullet.index + 1}: left out "${sentence}": it does not fit, and it makes no sense without the sentence before it.`);
      } else {
        full = true;
        const fact = facts[i];
        overflow.push(fact ?? { text: sentence, bullet: bullet.index, measures: [], theme: 'use' });
      }
    });
    if (kept.length > 0) bullets.push({ index: bullet.index, header, sentences: kept });
  }
  return { bullets: inShopperOrder(bullets), overflow, notes };
}

const INCLUDED = /\b(?:in the box|package (?:includes?|contents?)|what you get|what['’]s (?:in|included)|comes? with|you will (?:get|receive)|includes?:)/iu;
const CARE = /\b(?:warrant(?:y|ies)|care instructions?|hand wash|machine wash\w*|wash(?:ing)? instructions?|maintenance|cleaning instructions?)\b/iu;

/**
 * Shoppers read what the product is, its features and its use first, then what is in the box, then
 * care and warranty: a bullet about what is included or about care moves after the others, the rest
 * keep the seller's order.
 */
function inShopperOrder(bullets: PlannedBullet[]): PlannedBullet[] {
  const rank = (b: PlannedBullet) => {
    const text = `${b.header}: ${b.sentences[0] ?? ''}`;
    if (CARE.test(text)) return 2;
    if (INCLUDED.test(text)) return 1;
    return 0;
  };
  return bullets.map((b, i) => ({ b, i, r: rank(b) })).sort((x, y) => x.r - y.r || x.i - y.i).map((x) => x.b);
}

interface SettledHeader {
  header: string;
  /** The seller's header, kept in front of the text when it could not stand as a header. */
  lead: string;
  /** `Product includes: Dress`: the lead and the text are one sentence, and no header is added. */
  joined: boolean;
}

/**
 * The seller's header when it is a good one. One ending on a function word (`PERFECT FOR PIZZA AND
 * MORE`) loses the tail; `INCLUDES COLORED PENCILS` becomes `COLORED PENCILS`; a clause or a long
 * label that says something the text does not stays in front of the text as the seller wrote it
 * (`Take it with you.`); a claim or an instruction is replaced, and the seller is told.
 */
function settleHeader(bullet: BulletFacts, inputs: BulletPlanInputs, notes: string[]): SettledHeader {
  const none = { header: '', lead: '', joined: false };
  let header = bullet.header;
  if (!header) return none;
  // A header of only the product's name (`GAMING MOUSE` on a gaming mouse) gives way to one about the bullet's fact.
  const stems = lowerPlainWords(header).map(normalizeWord);
  if (stems.every((w) => inputs.nameWords.has(w) || w === inputs.productHead || w.length <= 2 || FUNCTION_WORDS.has(w) || /^(?:one|other|all|each|every|any|many|more|most)$/u.test(w))) return none;
  const object = header.replace(/^(?:includes?|including|comes with|features?|contains?|with)\s+/iu, '');
  if (object !== header && !headerFault(object)) return { ...none, header: object };
  let fault = headerFault(header);
  while (fault === 'ends on a function word') {
    header = header.replace(/\s*\S+$/u, '');
    fault = headerFault(header);
  }
  if (!fault) return { ...none, header };
  if (saysNothingNew(bullet.header, bullet.sentences)) return none;
  // A label with no word of substance (`What you get`) is only dropped: its list keeps its facts.
  const substance = (bullet.header.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length > 1 && !FUNCTION_WORDS.has(w) && !/^(?:what|you|your|get|got|we|our|it|its|here|is|are|will)$/u.test(w));
  if (substance.length === 0) return none;
  // `What's inside: Our stand comes with ...`: before a whole sentence (not a list) the label adds nothing.
  const body = bullet.sentences[0]?.text ?? '';
  if (substance.every((w) => w === 'inside') && /^(?:our|the|this|these|it|you|each|every)\s/iu.test(body)) return none;
  if (fault === 'a clause' || fault === 'too long') {
    const lead = inputs.sentenceCase(bullet.header).replace(/[.!;:,]+$/u, '');
    // `Product includes: Dress`, `What's inside: ...`: a label that introduces a list stays joined to it.
    const short = bullet.sentences.map((s) => s.text).join(' ').length < 60 || /\b(?:includes?|included|inside|contains?|package|box|get)\b/iu.test(bullet.header);
    return short ? { header: '', lead: `${lead}:`, joined: true } : { header: '', lead: `${lead}.`, joined: false };
  }
  notes.push(`Bullet ${bullet.index + 1}: header "${bullet.header}" replaced: it is ${fault}.`);
  return none;
}

const sameWords = (a: string, b: string) => a.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim() === b.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function saysNothingNew(header: string, sentences: readonly SentenceFact[]): boolean {
  const body = new Set(sentences.flatMap((s) => lowerPlainWords(s.text)).map(normalizeWord));
  return lowerPlainWords(header).map(normalizeWord).every((w) => body.has(w) || w.length <= 3);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Puts a product-naming keyword where the text names the product with a plain determiner and a
 * lowercase noun (`this dripper`, `the bottles`), in the number the text used. Returns the bullets
 * unchanged when no such mention exists.
 */
export function placeProductKeyword(bullets: PlannedBullet[], keyword: string, productNouns: readonly string[]): boolean {
  const heads = productNouns.filter(Boolean).map((n) => escape(n.toLowerCase()));
  if (heads.length === 0) return false;
  const mention = new RegExp(`\\b([Tt]his|[Tt]he|[Oo]ur|[Tt]hese|[Ee]ach|[Ee]very|[Yy]our)\\s+((?:${heads.join('|')})(?:e?s)?)\\b(?![\\p{L}-])`, 'u');
  for (const bullet of bullets) {
    for (const [i, sentence] of bullet.sentences.entries()) {
      const found = sentence.match(mention);
      if (!found?.[2] || found.index === undefined) continue;
      const plural = /(?:s|es)$/u.test(found[2]) && !heads.includes(escape(found[2]));
      const lower = keyword.toLowerCase() === keyword ? keyword : keyword.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
      const inflected = plural ? pluralOf(singularOf(lower)) : singularOf(lower);
      const at = found.index + found[0].length - found[2].length;
      bullet.sentences[i] = sentence.slice(0, at) + inflected + sentence.slice(at + found[2].length);
      return true;
    }
  }
  return false;
}
