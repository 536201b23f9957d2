import { codePointLength } from '../../listing/counting.js';
import type { ResolvedLimits } from '../../listing/limits.js';
import type { ListingAnalysis } from './analysis.js';
import type { Draft } from './bullets.js';
import { keywordText, lowerInSentence, nounWithArticle, sentenceFromHeader } from './casing.js';
import type { Candidate, Connectives, KeywordRef, Slots } from './compose.js';
import { fillFrame, restateFragment } from './compose.js';
import type { Family } from './connectives.js';
import { DESCRIPTION_FRAMES } from './connectives.js';
import { withArticle, type Feature } from './feature.js';
import { FRAMES, fill } from './frames.js';
import { benefitClauses } from './benefit-clauses.js';
import { isBannedSentence } from './clean.js';
import { COLOURS } from './specs.js';
import { keywordRef, readsAsThing, titleSpecs, type ListingMaterial } from './material.js';
import { asSentence, lowerCommonWords, shortenSentence, withSubject } from './sentences.js';
import { hashText } from './variation.js';
import { containsPhrase, contentNorms } from './wording.js';
import { normalizeWord } from '../../listing/words.js';

/*
 * The description: plain paragraphs (no HTML). An opening that names the product and its main
 * keyword, a paragraph per seller bullet (restated in full, with a connective sentence or two on
 * what it means for the reader), what it is for and who it suits, what comes with it, and a
 * closing. Connective sentences are added until the profile's target length, never past it.
 */

interface DescriptionRequest {
  /** Little seller text: every bullet keeps a paragraph of its own, to grow. */
  thin?: boolean;
  a: ListingAnalysis;
  limits: ResolvedLimits;
  extras: { usages: string[]; audiences: string[] };
  connectives: Connectives;
  material: ListingMaterial;
  drafts: readonly Draft[];
}

interface Paragraph {
  sentences: string[];
  /** Connective sentences added while fitting the length. */
  added: string[];
  feature?: Feature | undefined;
  words: Set<string>;
  /** Paragraphs that take connective sentences. */
  grows: boolean;
  /** How many of the added sentences carry no seller word (pad). */
  general?: number;
}

function listOf(items: readonly string[], joiner = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

/** Lowers the first word after a transition when it is only capitalised for starting the sentence. */
function afterTransition(sentence: string, proper: ReadonlySet<string>): string {
  const match = /^(\p{Lu}\p{Ll}*)(?=[\s,;:'’]|$)/u.exec(sentence);
  if (!match) return sentence;
  const word = match[1] ?? '';
  return lowerCommonWords(word, proper) + sentence.slice(word.length);
}

function pickFrame(seed: string, frames: readonly string[], purpose: string): string {
  return frames[hashText(`${seed}|${purpose}`) % frames.length] ?? frames[0] ?? '';
}

/** The main keyword as one item with its article (`an electric heater`), singular when it can be. */
function singularKeyword(a: ListingAnalysis): string | undefined {
  const kw = keywordText(lowerInSentence(a.keywords.main || a.productNoun));
  if (!kw || /\d/.test(kw)) return undefined;
  if (/[&/,]|\b(?:and|or)\b/u.test(kw)) return undefined;
  const words = kw.split(' ');
  const last = words[words.length - 1] ?? '';
  let single = last;
  if (/ies$/u.test(last)) single = `${last.slice(0, -3)}y`;
  else if (/(?:ss|sh|ch|x|z)es$/u.test(last)) single = last.slice(0, -2);
  else if (/[^s]s$/u.test(last) && !/(?:us|is|ics)$/u.test(last)) single = last.slice(0, -1);
  const ref = keywordRef(a, [...words.slice(0, -1), single].join(' '));
  return ref.kw;
}

function featureList(features: readonly Feature[]): string {
  return listOf(features.map((f) => withArticle(f)));
}

function intro(req: DescriptionRequest, features: readonly Feature[]): Paragraph {
  const { a, connectives } = req;
  const seed = req.a.input.title;
  const name = connectives.product.name || a.title.productName;
  const kw1 = singularKeyword(a) ?? nounWithArticle(keywordText(connectives.product.noun), !connectives.product.countable);
  const lead = features.slice(0, 2);
  const sentences: string[] = [];
  const frame = pickFrame(seed, DESCRIPTION_FRAMES.intro, 'intro');
  const opening = fill(frame, {
    name,
    kw1,
    with: lead.length > 0 ? ` with ${featureList(lead)}` : '',
    list: lead.length > 0 ? featureList(lead) : `everything ${connectives.product.the} is known for`,
  });
  sentences.push(opening.charAt(0).toUpperCase() + opening.slice(1));
  const others = a.keywords.secondary.filter((k) => readsAsThing(a, k) && !containsPhrase(opening, k)).slice(0, 3);
  if (others.length > 0) {
    const refs = others.map((k) => keywordRef(a, k)).filter((r) => r.kw && !r.ak).map((r) => r.kw as string);
    if (refs.length > 0) sentences.push(fill(pickFrame(seed, FRAMES.alsoKnownAs, 'also'), { list: listOf(refs, 'or') }));
  }
  const rest = features.slice(2, 5);
  if (rest.length >= 2) {
    const overview = fillFrame(pickFrame(seed, DESCRIPTION_FRAMES.overview, 'overview'), {}, connectives.product, { list: featureList(rest) });
    if (overview) sentences.push(overview);
  }
  const words = new Set(sentences.flatMap((s) => contentNorms(s)));
  return { sentences, added: [], words, grows: false };
}

function featureParagraphs(req: DescriptionRequest): Paragraph[] {
  const { a } = req;
  const seen = new Set<string>();
  const paragraphs: Paragraph[] = [];
  a.bullets.forEach((fact, f) => {
    // Repeated seller sentences are said once, whatever frame they would get.
    const sentences = fact.sentences
      .filter((s) => {
        const key = s.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((text) => {
        const i = fact.sentences.indexOf(text);
        const parsed = fact.parsed[i];
        return parsed ? withSubject(parsed, asSentence(a, parsed, text, `d${f}-${i}`)) : text;
      });
    if (sentences.length === 0) return;
    const draft = req.drafts.find((d) => d.words.size > 0 && [...fact.words].every((w) => d.words.has(w)));
    // Said differently from the bullet that says it too.
    let restated: string | undefined;
    for (let k = 0; k < 4 && fact.sentences.length === 1; k++) {
      restated = restateFragment(fact.sentences[0] ?? '', draft?.feature, req.connectives.product, hashText(a.input.title) + paragraphs.length + k, paragraphs.length > 0);
      if (!restated || !req.connectives.hasSaid(restated)) break;
    }
    if (restated) sentences[0] = restated;
    const first = sentences[0] ?? '';
    // A transition only before a sentence with a subject: `Also, it has ...`, never `Also, carry handle ...`.
    const transition = paragraphs.length % 2 === 1 && /^(?:It|This|These|The|Its|Each|Every|With|All|Both|You|Your)\s/u.test(first) ? pickFrame(a.input.title, DESCRIPTION_FRAMES.transition, `t${f}`) : '';
    sentences[0] = transition ? `${transition}${afterTransition(first, a.properWords)}` : first;
    const paragraph: Paragraph = { sentences, added: [], feature: draft?.feature, words: new Set(fact.words), grows: true };
    // Short restatements share a paragraph, so the text does not read as a list of one-liners.
    const previous = paragraphs[paragraphs.length - 1];
    const length = (p: Paragraph) => codePointLength(p.sentences.join(' '));
    if (previous && previous.grows && length(previous) + length(paragraph) < 120 && !req.thin) {
      previous.sentences.push(...paragraph.sentences);
      for (const w of paragraph.words) previous.words.add(w);
      previous.feature = previous.feature ?? paragraph.feature;
      return;
    }
    paragraphs.push(paragraph);
  });
  return paragraphs;
}

function usageAndAudience(req: DescriptionRequest): Paragraph {
  const { a, material } = req;
  const sentences: string[] = [];
  const usages = material.usages.slice(0, 3);
  if (usages.length > 0) sentences.push(fill(a.variation.pick(FRAMES.descriptionUsage, 'd-usage'), { list: listOf(usages, 'or') }));
  const audiences = material.audiences.slice(0, 3);
  if (audiences.length > 0) sentences.push(fill(a.variation.pick(FRAMES.descriptionAudience, 'd-audience'), { list: listOf(audiences) }));
  const keyword = material.unfolded()[0] ?? mainRef(a);
  if (keyword) {
    const first = hashText(`${a.input.title}|d-keyword`);
    const frames = DESCRIPTION_FRAMES.keyword;
    for (let i = 0; i < frames.length; i++) {
      const text = fillFrame(frames[(first + i) % frames.length] ?? '', { kw: keyword }, req.connectives.product);
      if (text) {
        sentences.push(text);
        break;
      }
    }
  }
  return { sentences, added: [], words: new Set(sentences.flatMap((s) => contentNorms(s))), grows: false };
}

function mainRef(a: ListingAnalysis): KeywordRef | undefined {
  const main = a.keywords.main;
  if (!main || /\d/.test(main)) return undefined;
  const ref = keywordRef(a, main);
  return ref.kw ? ref : undefined;
}

/** Title segments no bullet mentions (`Stress Monitor`, `14 Sports Modes`): facts the description should still carry. */
function alsoFromTitle(req: DescriptionRequest, alreadySaid: ReadonlySet<string>): Paragraph | undefined {
  const { a } = req;
  const items = a.title.features
    .map((segment) => segment.replace(/[()[\]"]/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((segment) => {
      const norms = contentNorms(segment);
      const words = segment.split(' ');
      // Codes, sizes and colours are specs, said elsewhere; a feature here is words.
      if (/\d/u.test(segment) || words.some((w) => COLOURS.has(w.toLowerCase()))) return false;
      return words.length >= 2 && words.length <= 6 && norms.length > 0 && norms.some((w) => !alreadySaid.has(w)) && !isBannedSentence(segment);
    })
    .map((segment) => lowerCommonWords(segment, a.properWords))
    .slice(0, 4);
  if (items.length < 2) return undefined;
  const text = fill(pickFrame(a.input.title, DESCRIPTION_FRAMES.also, 'also'), { list: listOf(items) });
  return { sentences: [text], added: [], words: new Set(contentNorms(text)), grows: false };
}

function box(req: DescriptionRequest, alreadySaid: string): Paragraph {
  const { a } = req;
  const sentences: string[] = [];
  const inBox = a.inBox[0];
  if (inBox && !alreadySaid.includes(inBox.toLowerCase())) sentences.push(fill(a.variation.pick(FRAMES.descriptionBox, 'd-box'), { x: inBox }));
  const specs = titleSpecs(a).slice(0, 4);
  if (specs.length >= 2 && !req.material.specsStated) sentences.push(fill(a.variation.pick(FRAMES.specs, 'd-specs'), { x: listOf(specs) }));
  return { sentences, added: [], words: new Set(), grows: false };
}

function closing(req: DescriptionRequest, features: readonly Feature[]): string {
  const { a, connectives } = req;
  const picked = features.length > 3 ? [features[0], features[Math.floor(features.length / 2)], features[features.length - 1]] : features.slice(0, 3);
  const list = picked.filter((f): f is Feature => f !== undefined);
  // `That is X in a nutshell` sums up nothing: with fewer than two features there is no closing.
  if (list.length < 2) return '';
  return fillFrame(pickFrame(a.input.title, DESCRIPTION_FRAMES.close, 'close'), {}, connectives.product, { list: featureList(list) }) ?? '';
}

const paragraphText = (p: Paragraph) => [...p.sentences, ...p.added].join(' ');
const totalLength = (paragraphs: readonly Paragraph[], close: string) => {
  const parts = [...paragraphs.map(paragraphText), close].filter(Boolean);
  return parts.reduce((n, p) => n + codePointLength(p), 0) + 2 * Math.max(0, parts.length - 1);
};

/** Sentences about the paragraph's own feature, its use or the keywords; readers only when they name the feature. */
const SPECIFIC: readonly Family[] = ['purpose', 'use', 'aud', 'xref', 'kw', 'ak', 'benefit', 'name', 'reader'];
/** Sentences that carry no seller word: the last resort that takes a thin listing to the profile's target. */
const GENERAL: readonly Family[] = ['pad'];

/**
 * Adds connective sentences that carry the seller's words, one paragraph at a time, until the text
 * reaches `lo` without passing `hi`. Only with `general` (after the seller's words and the summaries
 * ran out) may it add sentences with no seller word, at most two per paragraph: the profile's target
 * is part of the contract, and those are the sentences a seller would most readily delete.
 */
function grow(req: DescriptionRequest, paragraphs: Paragraph[], close: string, lo: number, hi: number, general = false): void {
  const { connectives, material } = req;
  const growing = paragraphs.filter((p) => p.grows);
  if (growing.length === 0) return;
  let total = totalLength(paragraphs, close);
  let turn = 0;
  for (let round = 0; round < 6 && total < lo; round++) {
    let added = false;
    for (const p of growing) {
      if (total >= lo) break;
      if (p.added.length >= 4) continue;
      turn++;
      const f = p.feature;
      const kw = material.descriptionKeyword(turn);
      const slots: Slots = {
        f, why: f?.purpose, kw,
        use: material.usageFor(p.words, turn, 4), aud: material.audienceFor(p.words, turn, 4), other: material.otherFor(p.words, f, 2), ben: material.benefitFor(turn, 2),
      };
      // A paragraph names its feature once; the rest of what it adds says `it`.
      const naming = p.added.some((t) => f !== undefined && t.toLowerCase().includes(f.text.toLowerCase()));
      const options: Candidate[] = [];
      for (const family of SPECIFIC) {
        if (family === 'purpose' && (!f?.purpose || round > 0)) continue;
        if (family === 'name' && !material.nameFree()) continue;
        if ((family === 'kw' && !kw?.kw) || (family === 'ak' && !kw?.ak)) continue;
        // Readers count as specific only when they name the feature.
        const found = connectives.options(family, slots, family === 'reader' ? 3 : 1).filter((c) => (family !== 'reader' || c.namesFeature) && !(naming && c.namesFeature));
        options.push(...found.slice(0, 1));
      }
      if (general && (p.general ?? 0) < 2) for (const family of GENERAL) options.push(...connectives.options(family, slots, 2).filter((c) => !c.namesFeature));
      const room = hi - total;
      const fits = options.filter((c) => codePointLength(c.text) + 1 <= room);
      // Short of the target: the first that fits; near it: the one that lands closest to the middle.
      const aim = (lo + hi) / 2 - total;
      const pick = total + 120 < lo ? fits[0] : [...fits].sort((x, y) => Math.abs(codePointLength(x.text) - aim) - Math.abs(codePointLength(y.text) - aim))[0];
      if (!pick) continue;
      connectives.commit(pick);
      if (pick.other) material.usedOther(pick.other);
      if (pick.family === 'name') material.usedName();
      if (pick.family === 'use' && slots.use) material.usedUsage(slots.use);
      if (pick.family === 'aud' && slots.aud) material.usedAudience(slots.aud);
      if (pick.family === 'benefit' && slots.ben) material.usedBenefit(slots.ben);
      if ((pick.family === 'kw' || pick.family === 'ak') && kw) material.usedDescriptionKeyword(kw.keyword);
      if (GENERAL.includes(pick.family) && !pick.namesFeature) p.general = (p.general ?? 0) + 1;
      p.added.push(pick.text);
      total += codePointLength(pick.text) + 1;
      added = true;
    }
    if (!added) break;
  }
}

/** Fits paragraphs into `max` characters: whole paragraphs while they fit, then what fits of the next. */
function assemble(paragraphs: readonly string[], max: number): string {
  const out: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    if (!paragraph) continue;
    const gap = out.length > 0 ? 2 : 0;
    if (length + gap + codePointLength(paragraph) <= max) {
      out.push(paragraph);
      length += gap + codePointLength(paragraph);
      continue;
    }
    const room = max - length - gap;
    if (room < 80) continue;
    const sentences = paragraph.match(/(?:[^.!?]|[.!?](?!\s|$))+[.!?]+(?=\s|$)/gu) ?? [paragraph];
    let partial = '';
    for (const sentence of sentences) {
      const next = partial ? `${partial} ${sentence.trim()}` : sentence.trim();
      if (codePointLength(next) > room) break;
      partial = next;
    }
    if (!partial) partial = shortenSentence(paragraph, room);
    if (codePointLength(partial) <= room && partial.length >= 40) {
      out.push(partial);
      length += gap + codePointLength(partial);
    }
  }
  return out.join('\n\n');
}

/** Drops a sentence the text already said (a seller sentence a frame happened to match). */
function withoutRepeats(paragraphs: Paragraph[]): void {
  const seen = new Set<string>();
  for (const p of paragraphs) {
    const keep = (s: string) => {
      const key = s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      if (key.split(' ').length >= 3 && seen.has(key)) return false;
      seen.add(key);
      return true;
    };
    p.sentences = p.sentences.filter(keep);
    p.added = p.added.filter(keep);
  }
}

/** The bullet headers as one line, for readers who scan: `At a glance: two quartz heating tubes; a front grill; ...`. */
function recap(req: DescriptionRequest): Paragraph | undefined {
  const { a } = req;
  const items = req.drafts
    .map((d) => d.header)
    .filter((h) => h && !/^(?:EVERYDAY USE|WHERE IT FITS|MADE FOR YOUR ROUTINE|WHO IT IS FOR|THE RIGHT FIT|MADE FOR YOU|KEY DETAILS|AT A GLANCE|THE SPECIFICS|WHY CHOOSE IT|WHAT IT IS|THE ESSENTIALS)$/u.test(h))
    .map((h) => lowerInSentence(sentenceFromHeader(h)));
  if (items.length < 3) return undefined;
  const text = fill(pickFrame(a.input.title, DESCRIPTION_FRAMES.recap, 'recap'), { list: items.join('; ') });
  return { sentences: [text], added: [], words: new Set(), grows: false };
}

/** The seller's benefit clauses said of the product: `In use, it keeps water free of plastic taste; it makes filling ...`. */
function benefitSummary(req: DescriptionRequest): Paragraph | undefined {
  const { a } = req;
  const clauses = benefitClauses(a.bullets).filter((b) => b.singular && !/\d/u.test(b.clause)).slice(0, 3);
  if (clauses.length < 2 || a.productNounPlural) return undefined;
  const text = fill(pickFrame(a.input.title, DESCRIPTION_FRAMES.benefits, 'benefits'), { list: clauses.map((b) => `it ${b.clause}`).join('; ') });
  return { sentences: [text], added: [], words: new Set(), grows: false };
}

export function writeDescription(req: DescriptionRequest): string {
  const [lo, target] = req.limits.description.target;
  const max = Math.min(target, req.limits.description.max);
  const head = normalizeWord(req.connectives.product.noun.split(' ').pop() ?? '');
  const features = req.drafts
    .map((d) => d.feature)
    .filter((f): f is Feature => f !== undefined && !/\d/u.test(f.text) && normalizeWord(f.text.split(' ').pop() ?? '') !== head);
  const close = closing(req, features);
  const features0 = featureParagraphs(req);
  const paragraphs = [intro(req, features), ...features0];
  const said = new Set(features0.flatMap((p) => [...p.words]));
  const also = alsoFromTitle(req, said);
  if (also) paragraphs.push(also);
  paragraphs.push(usageAndAudience(req));
  paragraphs.push(box(req, features0.map(paragraphText).join(' ').toLowerCase()));
  withoutRepeats(paragraphs);
  grow(req, paragraphs, close, lo, max);
  // Short of the target, sums of what the seller said come before any shorter text: what it does, then the headers.
  for (const summary of [benefitSummary, recap]) {
    const paragraph = totalLength(paragraphs, close) < lo ? summary(req) : undefined;
    if (paragraph && totalLength([...paragraphs, paragraph], close) <= max) {
      paragraphs.splice(paragraphs.length - 1, 0, paragraph);
      grow(req, paragraphs, close, lo, max);
    }
  }
  if (totalLength(paragraphs, close) < lo) grow(req, paragraphs, close, lo, max, true);
  const closeLength = close ? codePointLength(close) + 2 : 0;
  const body = assemble(paragraphs.map(paragraphText).filter(Boolean), max - closeLength);
  return close ? `${body}\n\n${close}` : body;
}
