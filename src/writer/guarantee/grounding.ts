import { escapeRegExp, type Finding, lowerWords, type RuleId, unsupportedClaims } from '../../rules/index.js';
import { candidateFamilies } from '../../rules/phrases.js';
import type { GeneratedListing } from '../../contract/optimizer.js';
import { assistantTalk } from './assistant-talk.js';
import { EXTRA_CLAIMS, extraClaims, kindOfClaimWord } from './claim-words.js';
import { draftTexts, placeName, type DraftField, type DraftIssue, type DraftText, type IssueKind } from './draft-issues.js';
import { markupSpans } from './markup.js';
import { measureBySeller, prepositionAfterNumber } from './measures.js';
import { absentAt, sameQuoteMarks, saidBySeller, wordMatches, type SellerText } from './seller-text.js';

/*
 * The grounding check: what a draft states that the seller never wrote. Numbers with units,
 * materials, colours, certifications and claims are compared with the seller's text (units and
 * number forms normalised, so "1.5-Litre" is "1.5 L" and 8" is "8 inch"); assistant talk and
 * formatting are found wherever they are. Pure, so the repair prompt, the final pass and the tests
 * all read the same findings.
 */

/**
 * "2+1* years" supports "2+1 years": a number with the same unit word, with only a footnote mark
 * or a space between them in the seller's text. A unit mark in between ("9.4”x") is a different fact.
 */
function nearbyInSource(source: SellerText, words: string): boolean {
  const m = /^(\d+(?:[.,]\d+)*)\s?-?\s?([\p{L}%]+)$/u.exec(words);
  if (!m) return false;
  return new RegExp(`(?<![\\d.,])${escapeRegExp(m[1]!)}[\\s*†‡^-]{0,3}${escapeRegExp(m[2]!)}(?![\\p{L}])`, 'iu').test(source.text);
}

/** A finding in one text, before it is tied to its place in the draft. */
interface Found {
  start: number;
  end: number;
  kind: IssueKind;
  instruction: (where: string) => string;
  reason: string;
  exact?: boolean;
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
  'no-fact': 'the sentence',
  brand: 'the brand',
  dangling: 'the sentence',
};

/** What kind of claim each phrase rule of the rules engine reports, for the seller. */
const CLAIM_FAMILY_LABEL: Readonly<Partial<Record<RuleId, string>>> = {
  'text.unproven-claim': 'a ranking, award or review claim',
  'text.eco-claim': 'an environmental claim',
  'text.health-claim': 'a medical claim',
  'text.pesticide-claim': 'a germ-killing claim',
  'text.guarantee': 'a guarantee',
  'text.promo-claim': 'a promotion',
};

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

/** A number the claim reader missed in the seller's text because the seller wrote it another way. */
export function numberBySeller(text: string, start: number, end: number, words: string, source: SellerText): boolean {
  return (
    nearbyInSource(source, words) ||
    codeBySeller(text, start, end, source) ||
    measureBySeller(text, start, end, source.facts) ||
    prepositionAfterNumber(text, start, end, source.facts)
  );
}

function numbersAndClaimWords(text: string, claims: readonly Finding[], source: SellerText): Found[] {
  const found: Found[] = [];
  for (const claim of claims) {
    const words = text.slice(claim.start, claim.end).trim();
    const kind = kindOfClaimWord(words);
    if (kind === 'number' && numberBySeller(text, claim.start!, claim.end!, words, source)) continue;
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

function metaOf(text: string, source: SellerText): Found[] {
  return assistantTalk(text)
    .filter((talk) => !saidBySeller(source, talk.text))
    .map((talk) => ({
      start: talk.start,
      end: talk.end,
      exact: talk.exact,
      kind: 'meta' as const,
      instruction: (where: string) => `${where}: "${talk.text}" is talk about the task, not listing copy; return only the text a shopper reads.`,
      reason: 'text from the AI, not part of a listing',
    }));
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

/** A material the seller only names as absent, stated as a feature ("free of plastic taste" → "a plastic body"). */
function absentOf(text: string, source: SellerText): Found[] {
  const found: Found[] = [];
  for (const word of source.absent) {
    for (const { index, text: said } of wordMatches(text, word)) {
      if (absentAt(text, index, index + said.length)) continue;
      const kind = kindOfClaimWord(said);
      found.push({
        start: index,
        end: index + said.length,
        kind,
        instruction: (where) => `${where}: "${said}": the seller only says the product is free of it; never state it as a feature.`,
        reason: `your listing only says it is free of "${said}"`,
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
  const claims = unsupportedClaims({ title: '', bullets: prepared.map((p) => p.masked) }, source.facts);
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
        ...(f.exact ? { exact: true } : {}),
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
