import { codePointLength } from '../../listing/counting.js';
import type { BulletRequest, Draft } from './bullets.js';
import { renderDraft } from './bullets.js';
import { isBannedSentence } from './clean.js';
import { chooseToFit, type Candidate } from './compose.js';
import type { Family } from './connectives.js';
import { keywordSentence } from './sentences.js';
import { contentNorms, coveredBy, normWords } from './wording.js';

/*
 * Growing a thin bullet to its length: connective sentences that carry the seller's words first,
 * sentences that only name the feature next, padding last and only to the profile's target; then
 * the keywords no bullet carries yet.
 */

const FAMILY_ORDER: readonly Family[] = ['purpose', 'benefit', 'use', 'aud', 'xref', 'fact', 'name', 'kw', 'ak', 'reader', 'pad'];

const lengthWith = (base: number, chosen: readonly Candidate[]) => chosen.reduce((n, c) => n + codePointLength(c.text) + 1, base);

/** The candidates that land in [lo, hi], keeping required keywords when they can be kept. */
function fit(base: number, candidates: readonly Candidate[], lo: number, hi: number, maxReaders = 3): Candidate[] {
  const chosen = chooseToFit(base, candidates, lo, hi, maxReaders);
  if (!candidates.some((c) => c.required && !chosen.includes(c))) return chosen;
  return chooseToFit(base, candidates.map((c) => ({ ...c, required: false })), lo, hi, maxReaders);
}

const openerOf = (text: string) => text.split(' ').slice(0, 3).join(' ').toLowerCase();

/**
 * `chosen` and as few of `extra` as take it to `floor`: the shortest that gets there alone, else
 * the longest, again; never past `hi`, never two alike openings, one sentence naming the feature.
 */
function topUp(base: number, chosen: readonly Candidate[], extra: readonly Candidate[], floor: number, hi: number): Candidate[] {
  const out = [...chosen];
  let total = lengthWith(base, out);
  const size = (c: Candidate) => codePointLength(c.text) + 1;
  while (total < floor) {
    const openers = new Set(out.map((c) => openerOf(c.text)));
    const eligible = extra.filter((c) => !out.includes(c) && total + size(c) <= hi && !openers.has(openerOf(c.text)) && !(c.namesFeature && out.some((x) => x.namesFeature)));
    const enough = eligible.filter((c) => total + size(c) >= floor).sort((x, y) => size(x) - size(y))[0];
    const next = enough ?? [...eligible].sort((x, y) => size(y) - size(x))[0];
    if (!next) break;
    out.push(next);
    total += size(next);
  }
  return out;
}

/**
 * Grows a thin draft with connective sentences about its feature: towards [lo, hi] with sentences
 * that carry the seller's words (keywords, purpose, use, audience, another feature), or with one
 * more that names the feature; only when those cannot reach `lo` (the profile's target, part of
 * the contract) with more sentences that name the feature, then, last, with padding. A required
 * keyword is kept even when nothing else fits.
 */
export function expand(req: BulletRequest, d: Draft, index: number, [lo, hi]: readonly [number, number]): void {
  const { connectives, material } = req;
  const base = codePointLength(renderDraft(d));
  const plan = material.keywordsFor(index);
  const f = d.feature;
  const use = material.usageFor(d.words, index);
  const aud = material.audienceFor(d.words, index);
  const other = material.otherFor(d.words, f, 2);
  const ben = material.benefitFor(index);
  const fact = material.specsFor(renderDraft(d));
  const candidates: Candidate[] = [];
  for (const k of plan) {
    const family: Family = k.ref.ak ? 'ak' : 'kw';
    for (const option of connectives.options(family, { f, kw: k.ref }, 2)) candidates.push({ ...option, required: k.required });
  }
  if (f?.purpose) candidates.push(...connectives.options('purpose', { f, why: f.purpose }, 2));
  if (ben) candidates.push(...connectives.options('benefit', { ben }, 1));
  if (use) candidates.push(...connectives.options('use', { f, use }, 2));
  if (aud) candidates.push(...connectives.options('aud', { f, aud }, 2));
  if (other) candidates.push(...connectives.options('xref', { f, other }, 2));
  if (fact) candidates.push(...connectives.options('fact', { fact }, 1));
  if (material.nameFree()) candidates.push(...connectives.options('name', { f }, 2));
  const readers = connectives.options('reader', { f }, 4);
  const padding = connectives.options('pad', { f }, 8);
  if (candidates.length + readers.length + padding.length === 0) return;
  let chosen = fit(base, candidates, lo, hi);
  if (lengthWith(base, chosen) < lo) {
    const named = fit(base, [...candidates, ...readers], lo, hi, 1);
    if (lengthWith(base, named) >= lo) chosen = named;
  }
  chosen = topUp(base, topUp(base, chosen, readers, lo, hi), padding, lo, hi);
  const rank = (c: Candidate) => FAMILY_ORDER.indexOf(c.family);
  const late = connectives.product.name.length % 2 === index % 2;
  const ordered = [...chosen].sort((x, y) => {
    const rx = x.family === 'kw' || x.family === 'ak' ? (late ? 9 : 2.5) : rank(x);
    const ry = y.family === 'kw' || y.family === 'ak' ? (late ? 9 : 2.5) : rank(y);
    return rx - ry;
  });
  for (const c of ordered) {
    connectives.commit(c);
    if (c.keyword) material.covered(c.keyword);
    if (c.other) material.usedOther(c.other);
    if (c.family === 'name') material.usedName();
    if (c.family === 'use' && use) material.usedUsage(use);
    if (c.family === 'aud' && aud) material.usedAudience(aud);
    if (c.family === 'benefit' && ben) material.usedBenefit(ben);
    if (c.family === 'fact') material.usedSpecs();
    d.sentences.push(c.text);
    for (const w of contentNorms(c.text)) d.words.add(w);
  }
}

/** Covers each keyword the bullets still lack with a short sentence in the bullet with room for it. */
export function coverKeywords(req: BulletRequest, drafts: Draft[], hi: number, max: number): void {
  const union = () => new Set(drafts.flatMap((d) => normWords(renderDraft(d))));
  req.mustCover.forEach((keyword, k) => {
    if (coveredBy(keyword, union()) || isBannedSentence(keyword)) return;
    const norms = contentNorms(keyword);
    const order = drafts
      .map((d, i) => ({ d, i, overlap: norms.filter((w) => d.words.has(w)).length, length: codePointLength(renderDraft(d)) }))
      .sort((x, y) => y.overlap - x.overlap || x.length - y.length);
    const sentence = keywordSentence(req.a, keyword, `cover-${k}`);
    for (const limit of [hi, max]) {
      const target = order.find(({ d }) => codePointLength(renderDraft(d)) + 1 + codePointLength(sentence) <= limit);
      if (target) {
        target.d.required.push(sentence);
        return;
      }
    }
    // No room anywhere: make room in the shortest bullet by dropping its last sentence.
    const shortest = [...order].sort((x, y) => x.length - y.length)[0]?.d;
    if (!shortest) return;
    while (shortest.sentences.length > 1 && codePointLength(renderDraft(shortest)) + 1 + codePointLength(sentence) > max) shortest.sentences.pop();
    if (codePointLength(renderDraft(shortest)) + 1 + codePointLength(sentence) <= max) shortest.required.push(sentence);
  });
}

