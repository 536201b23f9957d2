import { lowerWords, removeInvisible, unsupportedClaims, type Finding } from '../listing/index.js';
import { candidateFamilies } from '../listing/phrases.js';
import type { GeneratedListing } from './contract.js';
import { markupSpans } from './markup.js';

/*
 * The grounding check: what a draft states that the seller never wrote. Numbers with units,
 * materials, colours, certifications and claims are compared with the seller's text (units and
 * number forms normalised, so "1.5-Litre" is "1.5 L" and 8" is "8 inch"); assistant talk and
 * formatting are found wherever they are. Pure, so the repair prompt, the final pass and the tests
 * all read the same findings.
 */

export type DraftField = 'title' | 'bullets' | 'description' | 'backend';

export type IssueKind = 'number' | 'material' | 'colour' | 'certification' | 'claim' | 'meta' | 'markup' | 'repetition';

/** One thing in a draft that is not the seller's (or is not listing copy at all). */
export interface DraftIssue {
  field: DraftField;
  /** The title option or the bullet, 0-based. */
  index?: number;
  /** Code-unit offsets into that field's text. */
  start: number;
  end: number;
  kind: IssueKind;
  /** The draft's words. */
  text: string;
  /** What the model is told in the repair request. */
  instruction: string;
  /** Why it was removed, for the seller: "the material "bamboo" is not in your listing". */
  reason: string;
}

export interface DraftText {
  field: DraftField;
  index?: number;
  text: string;
}

/** Every text of a draft, each title option on its own. */
export function draftTexts(draft: GeneratedListing): DraftText[] {
  return [
    ...draft.optimized_titles.map((text, index) => ({ field: 'title' as const, index, text })),
    ...draft.optimized_bullet_points.map((text, index) => ({ field: 'bullets' as const, index, text })),
    { field: 'description', text: draft.product_description },
    { field: 'backend', text: draft.backend_search_terms },
  ];
}

/** Lowercase words joined by single spaces, so "BPA-Free" in the input supports "bpa free". */
export function plainWords(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}%]+/gu, ' ').trim();
}

/** The seller's text, read once for many drafts. */
export interface SellerText {
  text: string;
  /** plainWords(text), padded with spaces for whole-phrase lookups. */
  plain: string;
  /** Materials and the like the seller only ever mentions as absent ("free of plastic taste", "BPA-free"). */
  absent: readonly string[];
}

/** Invisible characters inside the seller's words ("DISHWASHER\u202C SAFE") must not hide them. */
export function sellerText(text: string): SellerText {
  const clean = sameQuoteMarks(removeInvisible(text).normalize('NFC'));
  return { text: clean, plain: ` ${plainWords(clean)} `, absent: absentWords(clean) };
}

const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu');
/** "plastic-free", "free of plastic", "no plastic": the word is there, the material is not. */
const absentAt = (text: string, start: number, end: number) => negated(text, start) || /^(?:[ \t]?-[ \t]?|[ \t])free(?![\p{L}])/iu.test(text.slice(end, end + 8));

function absentWords(text: string): string[] {
  const claimWords = unsupportedClaims({ title: '', bullets: [text] }, '')
    .map((f) => text.slice(f.start, f.end).trim().toLowerCase())
    .filter((w) => !/\d/.test(w));
  return [...new Set(claimWords)].filter((word) => [...text.matchAll(wordPattern(word))].every((m) => absentAt(text, m.index, m.index + m[0].length)));
}

/** Whether the seller wrote these words, in this order, anywhere. */
export function saidBySeller(source: SellerText, phrase: string): boolean {
  const words = plainWords(phrase);
  return words !== '' && source.plain.includes(` ${words} `);
}

/**
 * "2+1* years" supports "2+1 years": a number with the same unit word, with only a footnote mark
 * or a space between them in the seller's text. A unit mark in between ("9.4”x") is a different fact.
 */
function nearbyInSource(source: SellerText, words: string): boolean {
  const m = /^(\d+(?:[.,]\d+)*)\s?-?\s?([\p{L}%]+)$/u.exec(words);
  if (!m) return false;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\d.,])${escape(m[1]!)}[\\s*†‡^-]{0,3}${escape(m[2]!)}(?![\\p{L}])`, 'iu').test(source.text);
}

/**
 * Certifications and property claims the claim list of the rules engine does not cover; matched
 * as whole phrases. Only words that are a claim wherever they appear, so no common English word.
 */
const EXTRA_CLAIMS: Readonly<Record<string, 'certification' | 'claim' | 'material'>> = {
  'pfoa free': 'claim', 'ptfe free': 'claim', 'pfas free': 'claim', 'phthalate free': 'claim',
  'non gmo': 'certification', kosher: 'certification', halal: 'certification', 'cruelty free': 'certification',
  'fair trade': 'certification', csa: 'certification', tuv: 'certification', 'prop 65': 'certification', greenguard: 'certification',
  'dermatologist tested': 'claim', 'military grade': 'claim', 'aircraft grade': 'claim', 'surgical grade': 'claim',
  biodegradable: 'claim', recyclable: 'claim', compostable: 'claim', 'non slip': 'claim', 'anti slip': 'claim',
  'shatterproof': 'claim', 'rustproof': 'claim', 'rust proof': 'claim', 'scratch resistant': 'claim', 'water resistant': 'claim',
  'heat resistant': 'claim',
  polypropylene: 'material', polyethylene: 'material', polycarbonate: 'material', pvc: 'material', tpu: 'material',
  neoprene: 'material', mdf: 'material', plywood: 'material', stoneware: 'material', borosilicate: 'material', alloy: 'material',
  'carbon steel': 'material', microfiber: 'material', microfibre: 'material', fleece: 'material', velvet: 'material',
  canvas: 'material', denim: 'material', satin: 'material', jute: 'material', hemp: 'material', cork: 'material',
  resin: 'material', vinyl: 'material', polyurethane: 'material', 'faux leather': 'material', 'vegan leather': 'material',
  'pu leather': 'material', mahogany: 'material', acacia: 'material', cedar: 'material', beech: 'material', birch: 'material',
};
/** Phrases by first word ("non slip" also as "nonslip"), so each draft word is looked up once. */
const EXTRA_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of Object.keys(EXTRA_CLAIMS)) {
  const parts = phrase.split(' ');
  for (const variant of parts.length > 1 ? [parts, [parts.join('')]] : [parts]) {
    const list = EXTRA_BY_FIRST_WORD.get(variant[0]!) ?? [];
    list.push(variant);
    EXTRA_BY_FIRST_WORD.set(variant[0]!, list);
  }
}
const WORD = /[\p{L}\p{N}]+/gu;

/** The extra claim phrases in a text, with their offsets; words may be joined by spaces or hyphens. */
function extraClaims(text: string): { start: number; end: number; text: string; phrase: string }[] {
  const tokens = [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const found = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const parts of EXTRA_BY_FIRST_WORD.get(tokens[i]!.word) ?? []) {
      const last = tokens[i + parts.length - 1];
      if (!last || !parts.every((p, j) => tokens[i + j]!.word === p)) continue;
      const gapsOk = parts.every((_, j) => j === 0 || /^[\s-]?$/.test(text.slice(tokens[i + j - 1]!.end, tokens[i + j]!.start)));
      if (!gapsOk) continue;
      const start = tokens[i]!.start;
      found.push({ start, end: last.end, text: text.slice(start, last.end), phrase: parts.length > 1 ? parts.join(' ') : Object.keys(EXTRA_CLAIMS).find((k) => k.replace(/ /g, '') === parts[0]) ?? parts[0]! });
      i += parts.length - 1;
      break;
    }
  }
  return found;
}

/** How the rules engine's claim words divide, for a reason a seller understands. */
const CERTIFICATION_WORDS = new Set(['fda', 'ce', 'ul', 'etl', 'fcc', 'rohs', 'bpa', 'iso', 'usda', 'fsc', 'oeko', 'gots', 'energy', 'nsf', 'cpsia', 'astm', 'certified', 'patented', 'lab', 'organic']);
const PROPERTY_WORDS = new Set(['waterproof', 'shockproof', 'dishwasher', 'microwave', 'hypoallergenic', 'non', 'lead', 'vegan', 'gluten', 'food', 'medical']);
const COLOUR_WORDS = new Set(['black', 'white', 'red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'brown', 'grey', 'gray', 'beige', 'navy']);

function kindOfClaimWord(text: string): IssueKind {
  if (/\d/.test(text)) return /^ipx?\d/i.test(text) ? 'certification' : 'number';
  const first = plainWords(text).split(' ')[0] ?? '';
  if (CERTIFICATION_WORDS.has(first)) return 'certification';
  if (PROPERTY_WORDS.has(first)) return 'claim';
  if (COLOUR_WORDS.has(first)) return 'colour';
  return 'material';
}

/** "free of plastic taste", "no metal parts": the seller says the product lacks it. */
function negated(text: string, at: number): boolean {
  // Up to two words between, on the same line and in the same clause: "no metal parts", not "No\nSpecial rubber".
  return /(?<![\p{L}\p{N}])(?:free of|no|without|not|never|zero)(?:[ \t-]+[\p{L}]+){0,2}[ \t-]*$/iu.test(text.slice(Math.max(0, at - 40), at));
}

export type FactKind = 'number' | 'material' | 'colour' | 'certification' | 'claim';

/**
 * The numbers with units and the claim words in the seller's own texts, by kind: the facts a
 * writer may state. Against an empty source every one of them is "unsupported", which lists them.
 */
export function factWords(texts: readonly string[]): Record<FactKind, string[]> {
  const out: Record<FactKind, string[]> = { number: [], material: [], colour: [], certification: [], claim: [] };
  const add = (kind: IssueKind, word: string) => {
    if (kind in out) out[kind as FactKind].push(word);
  };
  for (const f of unsupportedClaims({ title: '', bullets: [...texts] }, '')) {
    const text = texts[f.index ?? 0]!;
    const word = text.slice(f.start, f.end).trim();
    const kind = kindOfClaimWord(word);
    if (kind === 'number' || !negated(text, f.start!)) add(kind, word);
  }
  for (const text of texts) {
    for (const m of extraClaims(text)) if (!negated(text, m.start)) add(EXTRA_CLAIMS[m.phrase] ?? 'claim', m.text);
    for (const family of candidateFamilies(text, lowerWords(text))) {
      if (family.severity === 'error') continue;
      for (const m of text.matchAll(family.pattern)) if (!family.accept || family.accept(m[0])) add('claim', m[0]);
    }
  }
  return out;
}

const NOUN: Record<IssueKind, string> = {
  number: 'the number',
  material: 'the material',
  colour: 'the colour',
  certification: 'the certification',
  claim: 'the claim',
  meta: 'the text',
  markup: 'the formatting',
  repetition: 'the keyword',
};

/** What kind of claim each phrase rule of the rules engine reports, for the seller. */
const CLAIM_FAMILY_LABEL: Readonly<Record<string, string>> = {
  'text.unproven-claim': 'a ranking, award or review claim',
  'text.eco-claim': 'an environmental claim',
  'text.health-claim': 'a medical claim',
  'text.pesticide-claim': 'a germ-killing claim',
  'text.guarantee': 'a guarantee',
  'text.promo-claim': 'a promotion',
};

/**
 * Assistant talk: refusals, openers, preambles, labels, sign-offs and notes. Each pattern ends
 * where the talk ends, so the piece that holds it (a sentence, a lead-in, a title segment) is
 * what goes.
 */
const META_PATTERNS: readonly RegExp[] = [
  /^\s*(?:sure|certainly|of course|absolutely|okay|ok|great|alright)(?: thing)?\s*[!,.:]/giu,
  /\b(?:here(?:['’]s| is| are)|below (?:is|are)|the following (?:is|are))\s+(?:your|the|an?|my|some|\d+|two|three|four|five|six)\b[^.!?\n:]{0,80}:/giu,
  /\b(?:i['’]m|i am) sorry\b/giu,
  /\bi apologi[sz]e\b/giu,
  /\bi (?:cannot|can['’]t|am unable to|won['’]t be able to)\b/giu,
  /\bi['’]m (?:unable|not able) to\b/giu,
  /\bas an ai\b(?: (?:language )?model)?/giu,
  /\bas a (?:large )?language model\b/giu,
  /\bi hope (?:this|these|that) helps?\b/giu,
  /\blet me know if\b/giu,
  /\bfeel free to (?:adjust|modify|edit|change|tweak)\b/giu,
  /\bi(?:['’]ve| have) (?:optimi[sz]ed|rewritten|revised|written|included|kept|removed|added|created|crafted|made sure|ensured)\b/giu,
  // A note is talk only when it is about the task; "Note: not for induction hobs" is a fact.
  /(?:^|(?<=[\n(]))\s*note:\s*(?:i\b|i['’]|this (?:title|listing|description|bullet|copy)|the (?:title|description|bullets?|character|word|listing)|all (?:bullets|titles)|these (?:bullets|titles))/giu,
  /(?:^|(?<=\n))\s*(?:(?:optimi[sz]ed|revised|new|suggested|improved) )?(?:titles?|options?|bullets?(?: points?)?|description|product description|search terms|backend(?: search)? (?:terms|keywords))(?: ?#?\d+)?\s*:/giu,
  /\(\s*\d+\s*(?:characters?|chars|bytes|words)\s*\)/giu,
  /\b(?:character|word|byte) count\b/giu,
];

interface Found {
  start: number;
  end: number;
  kind: IssueKind;
  instruction: (where: string) => string;
  reason: string;
}

/** After a number, typographic quotes are feet and inches: "4.5’" and "4.5'" are the same fact. */
function sameQuoteMarks(text: string): string {
  return text.replace(/(?<=\d\s?)[’‘]/gu, "'").replace(/(?<=\d\s?)[“]/gu, '"');
}

/** Replaces markup with spaces of the same length, so offsets stay and `&#39;` is no number. */
function maskMarkup(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = sameQuoteMarks(text);
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** "x205" next to "x200" reads like a size, but it is the seller's model code "X205". */
function codeBySeller(text: string, start: number, end: number, source: SellerText): boolean {
  let from = start;
  let to = end;
  while (from > 0 && /[\p{L}\p{N}]/u.test(text[from - 1] ?? '')) from--;
  while (to < text.length && /[\p{L}\p{N}]/u.test(text[to] ?? '')) to++;
  return (from < start || to > end) && saidBySeller(source, text.slice(from, to));
}

function numbersAndClaimWords(text: string, claims: readonly Finding[], source: SellerText): Found[] {
  const found: Found[] = [];
  for (const claim of claims) {
    const words = text.slice(claim.start, claim.end).trim();
    const kind = kindOfClaimWord(words);
    if (kind === 'number' && (nearbyInSource(source, words) || codeBySeller(text, claim.start!, claim.end!, source))) continue;
    found.push({
      start: claim.start!,
      end: claim.end!,
      kind,
      instruction: (where) => `${where}: "${words}" is not in the seller's listing; use only the seller's own ${kind === 'number' ? 'numbers and units, as the seller wrote them' : 'facts'}.`,
      reason: `${NOUN[kind]} "${words}" is not in your listing`,
    });
  }
  return found;
}

function claimsOf(text: string, source: SellerText): Found[] {
  const found: Found[] = [];
  for (const m of extraClaims(text)) {
    if (saidBySeller(source, m.phrase) || saidBySeller(source, m.phrase.replace(/ /g, ''))) continue;
    const kind = EXTRA_CLAIMS[m.phrase] ?? 'claim';
    found.push({
      start: m.start,
      end: m.end,
      kind,
      instruction: (where) => `${where}: "${m.text}" is not in the seller's listing; state only the seller's own facts.`,
      reason: `${NOUN[kind]} "${m.text}" is not in your listing`,
    });
  }
  // The rules engine's claim phrases: errors are rule violations whoever wrote them; a warning
  // (a ranking, an eco or a medical claim) is the seller's to make, never the writer's.
  for (const family of candidateFamilies(text, lowerWords(text))) {
    if (family.severity === 'error') continue;
    for (const m of text.matchAll(family.pattern)) {
      if ((family.accept && !family.accept(m[0])) || saidBySeller(source, m[0])) continue;
      const label = CLAIM_FAMILY_LABEL[family.rule] ?? 'a claim';
      found.push({
        start: m.index,
        end: m.index + m[0].length,
        kind: 'claim',
        instruction: (where) => `${where}: "${m[0]}" is ${label} the seller did not make; remove it.`,
        reason: `${label} not in your listing`,
      });
    }
  }
  return found;
}

/** All of them in one pass: a draft is read once, whatever the number of patterns. */
const META = new RegExp(META_PATTERNS.map((p) => `(?:${p.source})`).join('|'), 'giu');

function metaOf(text: string, source: SellerText): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(META)) {
    const words = m[0].trim();
    if (words === '' || saidBySeller(source, words)) continue;
    const start = m.index + m[0].indexOf(words);
    found.push({
      start,
      end: start + words.length,
      kind: 'meta',
      instruction: (where) => `${where}: "${words}" is talk about the task, not listing copy; return only the text a shopper reads.`,
      reason: 'text from the AI, not part of a listing',
    });
  }
  return found;
}

function markupOf(text: string, field: DraftField): Found[] {
  return markupSpans(text, field).map((span) => ({
    ...span,
    kind: 'markup' as const,
    instruction: (where: string) => `${where}: "${span.text}" is ${span.html ? 'HTML' : 'markdown'}; write plain text only.`,
    reason: `${span.html ? 'HTML' : 'markdown'} formatting`,
  }));
}

/** Two lists may name the same words ("BPA-free" as a certification and as a claim): report them once. */
function withoutRepeats(found: Found[]): Found[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Found[] = [];
  for (const f of sorted) if (!out.some((o) => o.start <= f.start && f.end <= o.end)) out.push(f);
  return out;
}

/** How the repair prompt names a place in the draft. */
export function placeName(field: DraftField, index?: number): string {
  switch (field) {
    case 'title':
      return `Title ${(index ?? 0) + 1}`;
    case 'bullets':
      return `Bullet ${(index ?? 0) + 1}`;
    case 'description':
      return 'Description';
    case 'backend':
      return 'Search terms';
  }
}

/** A material the seller only names as absent, stated as a feature ("free of plastic taste" → "a plastic body"). */
function absentOf(text: string, source: SellerText): Found[] {
  const found: Found[] = [];
  for (const word of source.absent) {
    for (const m of text.matchAll(wordPattern(word))) {
      if (absentAt(text, m.index, m.index + m[0].length)) continue;
      const kind = kindOfClaimWord(m[0]);
      found.push({
        start: m.index,
        end: m.index + m[0].length,
        kind,
        instruction: (where) => `${where}: "${m[0]}": the seller only says the product is free of it; never state it as a feature.`,
        reason: `your listing only says it is free of "${m[0]}"`,
      });
    }
  }
  return found;
}

/** Grounding issues of some texts of a draft. */
export function groundTexts(texts: readonly DraftText[], source: SellerText): DraftIssue[] {
  const prepared = texts.map((where) => {
    const markup = where.text.trim() === '' ? [] : markupOf(where.text, where.field);
    return { where, markup, masked: maskMarkup(where.text, markup) };
  });
  // One pass over the seller's text for all of them: the claim reader parses its source each call.
  const claims = unsupportedClaims({ title: '', bullets: prepared.map((p) => p.masked) }, source.text);
  return prepared.flatMap(({ where, markup, masked }, i) => {
    const { text, field, index } = where;
    if (text.trim() === '') return [];
    const own = claims.filter((c) => c.field === 'bullets' && c.index === i);
    const stated = [...numbersAndClaimWords(masked, own, source), ...claimsOf(masked, source), ...absentOf(masked, source)];
    const found = [...markup, ...metaOf(masked, source), ...withoutRepeats(stated)];
    const name = placeName(field, index);
    return found
      .sort((a, b) => a.start - b.start)
      .map((f) => ({
        field,
        ...(index === undefined ? {} : { index }),
        start: f.start,
        end: f.end,
        kind: f.kind,
        text: text.slice(f.start, f.end),
        instruction: f.instruction(name),
        reason: f.reason,
      }));
  });
}

/** Grounding issues of one text. */
export function groundText(where: DraftText, source: SellerText): DraftIssue[] {
  return groundTexts([where], source);
}

/** Grounding issues of a whole draft against the seller's text. */
export function groundingIssues(draft: GeneratedListing, source: SellerText): DraftIssue[] {
  return groundTexts(draftTexts(draft), source);
}
