import { codePointLength, utf8ByteLength } from './counting.js';
import type { CoverageReport } from './keyword-coverage.js';
import type { ResolvedLimits } from './limits.js';
import { sentences, type Sentence } from './text/sentences.js';
import { ruleDefinition } from './checks/registry.js';
import type { SubstanceReport } from './substance.js';
import type { Finding, Listing, Severity } from './types.js';

export interface ScoreBreakdown {
  /** Every field there and not thin: title, bullets, description and search terms (a missing one counts as empty). */
  completeness: number;
  compliance: number;
  keywords: number;
  /** A readable shape: style findings, sentence length, one header style for the bullets, no shouting. */
  structure: number;
  /** Sentences that state the seller's facts against empty ones. */
  substance: number;
}

/**
 * Compliance weighs most: a listing Amazon suppresses earns nothing however well it is written.
 * Substance (sentences that state the seller's facts), completeness (every field a shopper or
 * search reads is there), keywords (whether it is found) and structure (whether it reads well)
 * come next. Without keywords their share is spread over the others. Completeness, readability
 * and keyword coverage are measured on the listing without its empty sentences (substance.ts), so
 * filler can only lower the score. The weights were checked against bench/score-pairs: a seller's
 * strong rewrite against weaker versions of the same listing (`npm run bench:quality`).
 */
export const SCORE_WEIGHTS: Readonly<ScoreBreakdown> = { completeness: 0.15, compliance: 0.4, keywords: 0.15, structure: 0.1, substance: 0.2 };

/**
 * What one empty sentence (no fact, or a repeat) weighs against one with a fact in the substance
 * part: 100 × facts / (facts + 4 × empty). One filler sentence among 25 facts costs 14 points of
 * the part (about 3 of the score); a quarter of filler costs 57 (about 11); all filler scores 0.
 */
const EMPTY_SENTENCE_WEIGHT = 4;

/**
 * Every field counts, a missing description or search terms as empty: a listing cannot score
 * higher for leaving a field out. Title and bullets are read first; the description and the
 * search terms are the rest of what shoppers and search read.
 */
const COMPLETENESS_FIELD_WEIGHTS = { title: 30, bullets: 30, description: 20, backend: 20 } as const;

/**
 * Points one finding costs. An error is something Amazon suppresses or rewrites; warnings cost
 * ranking; info is advice and costs almost nothing. Each rule counts at most twice, so one
 * repeated problem cannot hide every other one.
 */
const PENALTY: Readonly<Record<Severity, number>> = { error: 25, warning: 6, info: 1 };
const MAX_COUNTED_PER_RULE = 2;

/** A field over its limit scores 0; up to the guide's minimum it scales; past the minimum more characters earn nothing. */
export function lengthScore(length: number, minimum: number, max: number): number {
  if (length === 0 || length > max) return 0;
  return length >= minimum ? 100 : (100 * length) / Math.max(1, minimum);
}

/**
 * One field's completeness: half for being there at all, half for its length up to the guide's
 * minimum. A short field written from the seller's few facts is worth far more than none, and
 * characters past the minimum earn nothing.
 */
export function fieldScore(length: number, minimum: number, max: number): number {
  if (length === 0 || length > max) return 0;
  return 50 + lengthScore(length, minimum, max) / 2;
}

/** A number standing alone, not inside a model name (`CSLM20B`): `41`, `1.69`, `1,500`. */
const NUMBER = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)?/gu;
const TITLE_FACTS_WANTED = 2;

/**
 * Whether the title carries the listing's measurements: of the distinct numbers the bullets state
 * (up to 2 of them: a size and a count, say), the share the title states too. A shopper decides
 * from the title, so a size or count left in the bullets is a fact in the wrong place. 100 when the listing
 * states no number (0 without a title). Only numbers of the listing count, so a title cannot earn this with others.
 */
export function titleFactsScore(listing: Listing): number {
  const numbersOf = (text: string) => new Set([...text.matchAll(NUMBER)].map((m) => m[0].replace(',', '')));
  if (listing.title.trim() === '') return 0;
  // The bullets only: a description that restates a size must not make the title look emptier.
  const body = numbersOf(listing.bullets.join('\n'));
  if (body.size === 0) return 100;
  const title = numbersOf(listing.title);
  const inTitle = [...body].filter((n) => title.has(n)).length;
  return (100 * Math.min(TITLE_FACTS_WANTED, inTitle)) / Math.min(TITLE_FACTS_WANTED, body.size);
}

/** The title's share: being there and long enough, and carrying the listing's measurements. */
const TITLE_FACTS_SHARE = 0.4;

function completenessSubscore(listing: Listing, limits: ResolvedLimits): number {
  const { title, bullets, description, backend } = limits;
  const w = COMPLETENESS_FIELD_WEIGHTS;
  // Empty slots up to the recommended count score 0: five bullets with facts beat three.
  const slots = Math.max(1, bullets.countMin, listing.bullets.length);
  let bulletSum = 0;
  for (const bullet of listing.bullets) bulletSum += fieldScore(codePointLength(bullet.trim()), bullets.minimum, bullets.max);
  const sum =
    w.title * ((1 - TITLE_FACTS_SHARE) * fieldScore(codePointLength(listing.title.trim()), title.minimum, title.max) + TITLE_FACTS_SHARE * titleFactsScore(listing)) +
    (w.bullets * bulletSum) / slots +
    w.description * fieldScore(codePointLength((listing.description ?? '').trim()), description.minimum, description.max) +
    w.backend * fieldScore(utf8ByteLength((listing.backend ?? '').trim()), backend.minimum, backend.maxBytes);
  return sum / (w.title + w.bullets + w.description + w.backend);
}

/** Sentences with a fact against empty ones; 100 when there is no prose to judge. */
export function substanceScore(report: SubstanceReport): number {
  if (report.total === 0) return 100;
  const empty = report.empty.length;
  const facts = report.total - empty;
  return (100 * facts) / (facts + EMPTY_SENTENCE_WEIGHT * empty);
}

function penalties(findings: readonly Finding[], counts: (finding: Finding) => boolean): number {
  const perRule = new Map<string, number[]>();
  for (const finding of findings) {
    if (!counts(finding)) continue;
    const list = perRule.get(finding.rule) ?? [];
    list.push(PENALTY[finding.severity]);
    perRule.set(finding.rule, list);
  }
  let total = 0;
  for (const list of perRule.values()) {
    total += list.sort((a, b) => b - a).slice(0, MAX_COUNTED_PER_RULE).reduce((a, b) => a + b, 0);
  }
  return total;
}

function category(finding: Finding): string {
  return ruleDefinition(finding.rule)?.category ?? 'compliance';
}

/**
 * Style findings on the description or the search terms cost at most this much together, per
 * field: less than what the field earns in completeness, so a field written with small flaws
 * (a word repeated from the title) never scores below leaving it empty.
 */
const SECONDARY_FIELD_STYLE_CAP = 12;

function structurePenalties(findings: readonly Finding[]): number {
  const style = (f: Finding) => category(f) === 'structure';
  const capped = (field: Finding['field']) => Math.min(SECONDARY_FIELD_STYLE_CAP, penalties(findings, (f) => style(f) && f.field === field));
  return penalties(findings, (f) => style(f) && f.field !== 'description' && f.field !== 'backend') + capped('description') + capped('backend');
}

/** Average words per sentence in bullets and description; past 22 words reading gets hard. */
function readabilityPenalty(listing: Listing, sentencesOf: (text: string) => Sentence[]): number {
  let count = 0;
  let wordCount = 0;
  for (const text of [...listing.bullets, listing.description ?? '']) {
    for (const sentence of sentencesOf(text)) {
      count++;
      wordCount += sentence.words;
    }
  }
  if (count === 0) return 0;
  return Math.min(20, Math.max(0, (wordCount / count - 22) * 1.5));
}

function clamp(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** A bullet header, `HEADER: text`: up to 8 words before the first colon, no sentence end and no digit right before it (`16:9`). */
const BULLET_HEADER = /^[^:.!?\n]{1,60}[^\d\s:]\s*:\s/u;
const UPPER_LETTER = /^\p{Lu}$/u;
const ANY_LETTER = /^\p{L}$/u;
/** Text with at least this many letters, this share of them capitals, is shouting. */
const SHOUT_MIN_LETTERS = 20;
const SHOUT_SHARE = 0.8;
const MIXED_HEADERS_PENALTY = 15;
const SHOUTING_PENALTY = 8;
const MAX_SHOUTING_PENALTY = 30;

function shouts(text: string): boolean {
  // Counted by hand, a code point at a time: every audit reads every bullet and the description,
  // and a list of each letter, as matching them all made, cost more than the count.
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if (c >= 65 && c <= 90) {
        letters++;
        upper++;
      } else if (c >= 97 && c <= 122) letters++;
      continue;
    }
    const point = text.codePointAt(i)!;
    if (point > 0xffff) i++;
    const char = String.fromCodePoint(point);
    if (!ANY_LETTER.test(char)) continue;
    letters++;
    if (UPPER_LETTER.test(char)) upper++;
  }
  return letters >= SHOUT_MIN_LETTERS && upper / letters >= SHOUT_SHARE;
}

/**
 * The bullets' shape as a shopper scans them: some with a header and some without reads as
 * unfinished, and bullet text in capitals (past its header) or a description in capitals shouts.
 */
function shapePenalty(listing: Listing): number {
  const bullets = listing.bullets.map((b) => b.trim()).filter(Boolean);
  const headed = bullets.filter((b) => BULLET_HEADER.test(b) && (b.slice(0, b.indexOf(':')).match(/\S+/gu)?.length ?? 0) <= 8);
  let penalty = bullets.length >= 2 && headed.length > 0 && headed.length < bullets.length ? MIXED_HEADERS_PENALTY : 0;
  let shouting = 0;
  for (const bullet of bullets) {
    const body = headed.includes(bullet) ? bullet.slice(bullet.indexOf(':') + 1) : bullet;
    if (shouts(body)) shouting += SHOUTING_PENALTY;
  }
  if (shouts(listing.description ?? '')) shouting += SHOUTING_PENALTY;
  penalty += Math.min(MAX_SHOUTING_PENALTY, shouting);
  return penalty;
}

/**
 * `listing` is what the score reads: the audited listing without its empty sentences
 * (substanceOf), so their characters, words and keywords earn nothing.
 */
export function scoreListing(
  listing: Listing,
  limits: ResolvedLimits,
  findings: readonly Finding[],
  coverage: CoverageReport,
  substance: SubstanceReport,
  sentencesOf: (text: string) => Sentence[] = sentences,
): { score: number; breakdown: ScoreBreakdown } {
  const completeness = clamp(completenessSubscore(listing, limits));
  // Every error is a compliance problem, whatever part of the listing it concerns.
  const compliance = clamp(100 - penalties(findings, (f) => category(f) === 'compliance' || (f.severity === 'error' && category(f) !== 'keywords')));
  const structure = clamp(100 - structurePenalties(findings) - readabilityPenalty(listing, sentencesOf) - shapePenalty(listing));
  // A missing main or must-have keyword, or an excluded one present, caps the keyword part at 50.
  const capped = findings.some((f) => f.severity === 'error' && (f.rule === 'keyword.missing' || f.rule === 'keyword.must-have-missing' || f.rule === 'keyword.excluded-present'));
  // With a keyword bank the figure is its volume-weighted score (docs/decisions/0013), else the unweighted one.
  const figure = coverage.bank ? coverage.bank.score : coverage.weighted;
  const keywords = figure === null ? null : clamp(capped ? Math.min(50, figure) : figure);
  const substanceValue = substanceScore(substance);

  const parts: [number, number][] = [
    [completeness, SCORE_WEIGHTS.completeness],
    [compliance, SCORE_WEIGHTS.compliance],
    [structure, SCORE_WEIGHTS.structure],
    [substanceValue, SCORE_WEIGHTS.substance],
  ];
  if (keywords !== null) parts.push([keywords, SCORE_WEIGHTS.keywords]);
  const weight = parts.reduce((sum, [, w]) => sum + w, 0);
  const score = clamp(parts.reduce((sum, [value, w]) => sum + value * w, 0) / weight);
  // With no keywords there is nothing to cover: report full marks rather than a misleading zero.
  return { score, breakdown: { completeness, compliance, keywords: keywords ?? 100, structure, substance: clamp(substanceValue) } };
}
