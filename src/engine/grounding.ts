import { TEXT_PHRASE_FAMILIES, unsupportedClaims, type Finding } from '../listing/index.js';
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
}

export function sellerText(text: string): SellerText {
  return { text, plain: ` ${plainWords(text)} ` };
}

const saidBySeller = (source: SellerText, phrase: string) => {
  const words = plainWords(phrase);
  return words !== '' && source.plain.includes(` ${words} `);
};

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
const EXTRA_CLAIM_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.keys(EXTRA_CLAIMS)
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/ /g, '[\\s-]?'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

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
  /(?:^|(?<=[\n(]))\s*note:/giu,
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

/** Replaces markup with spaces of the same length, so offsets stay and `&#39;` is no number. */
function maskMarkup(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

function claimsOf(text: string, source: SellerText): Found[] {
  const found: Found[] = [];
  const claims: Finding[] = unsupportedClaims({ title: text, bullets: [] }, source.text);
  for (const claim of claims) {
    const words = text.slice(claim.start, claim.end).trim();
    const kind = kindOfClaimWord(words);
    found.push({
      start: claim.start!,
      end: claim.end!,
      kind,
      instruction: (where) => `${where}: "${words}" is not in the seller's listing; use only the seller's own ${kind === 'number' ? 'numbers and units, as the seller wrote them' : 'facts'}.`,
      reason: `${NOUN[kind]} "${words}" is not in your listing`,
    });
  }
  for (const m of text.matchAll(EXTRA_CLAIM_PATTERN)) {
    if (saidBySeller(source, m[0])) continue;
    const kind = EXTRA_CLAIMS[plainWords(m[0])] ?? 'claim';
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      kind,
      instruction: (where) => `${where}: "${m[0]}" is not in the seller's listing; state only the seller's own facts.`,
      reason: `${NOUN[kind]} "${m[0]}" is not in your listing`,
    });
  }
  // The rules engine's claim phrases: errors are rule violations whoever wrote them; a warning
  // (a ranking, an eco or a medical claim) is the seller's to make, never the writer's.
  for (const family of TEXT_PHRASE_FAMILIES) {
    if (family.severity === 'error') continue;
    family.pattern.lastIndex = 0;
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

function metaOf(text: string, source: SellerText): Found[] {
  const found: Found[] = [];
  for (const pattern of META_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
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

/** Grounding issues of one text. */
export function groundText(where: DraftText, source: SellerText): DraftIssue[] {
  const { text, field, index } = where;
  if (text.trim() === '') return [];
  const markup = markupOf(text, field);
  const masked = maskMarkup(text, markup);
  const found = [...markup, ...metaOf(masked, source), ...withoutRepeats(claimsOf(masked, source))];
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
}

/** Grounding issues of a whole draft against the seller's text. */
export function groundingIssues(draft: GeneratedListing, source: SellerText): DraftIssue[] {
  return draftTexts(draft).flatMap((where) => groundText(where, source));
}
