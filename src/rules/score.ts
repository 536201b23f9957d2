import { codePointLength, utf8ByteLength } from './counting.js';
import type { CoverageReport } from './keyword-coverage.js';
import type { ResolvedLimits } from './limits.js';
import { sentences, type Sentence } from './text/sentences.js';
import { ruleDefinition } from './checks/registry.js';
import type { SubstanceReport } from './substance.js';
import type { Finding, Listing, Severity } from './types.js';

export interface ScoreBreakdown {
  length: number;
  compliance: number;
  keywords: number;
  structure: number;
  substance: number;
}

/**
 * Compliance weighs most: a listing Amazon suppresses earns nothing however well it is written.
 * Substance (sentences that state the seller's facts) and keywords (whether it is found) come
 * next; length only says whether a field is thin, and structure is readability. Without keywords
 * their share is spread over the others. Length, readability and keyword coverage are measured
 * on the listing without its empty sentences (substance.ts), so filler can only lower the score.
 */
export const SCORE_WEIGHTS: Readonly<ScoreBreakdown> = { length: 0.1, compliance: 0.4, keywords: 0.2, structure: 0.1, substance: 0.2 };

/**
 * What one empty sentence (no fact, or a repeat) weighs against one with a fact in the substance
 * part: 100 × facts / (facts + 4 × empty). One filler sentence among 25 facts costs 14 points of
 * the part (about 3 of the score); a quarter of filler costs 57 (about 11); all filler scores 0.
 */
const EMPTY_SENTENCE_WEIGHT = 4;

/** Titles matter most for ranking, then bullets; descriptions and search terms least. */
const LENGTH_FIELD_WEIGHTS = { title: 40, bullets: 35, description: 15, backend: 10 } as const;

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

function lengthSubscore(listing: Listing, limits: ResolvedLimits): number {
  const { title, bullets, description, backend } = limits;
  let sum = LENGTH_FIELD_WEIGHTS.title * lengthScore(codePointLength(listing.title), title.minimum, title.max);
  let weight = LENGTH_FIELD_WEIGHTS.title;

  // Empty slots up to the recommended count score 0: five good bullets beat three.
  const slots = Math.max(bullets.countMin, listing.bullets.length);
  let bulletSum = 0;
  for (const bullet of listing.bullets) bulletSum += lengthScore(codePointLength(bullet), bullets.minimum, bullets.max);
  sum += (LENGTH_FIELD_WEIGHTS.bullets * bulletSum) / slots;
  weight += LENGTH_FIELD_WEIGHTS.bullets;

  if (listing.description !== undefined) {
    sum += LENGTH_FIELD_WEIGHTS.description * lengthScore(codePointLength(listing.description), description.minimum, description.max);
    weight += LENGTH_FIELD_WEIGHTS.description;
  }
  if (listing.backend !== undefined) {
    sum += LENGTH_FIELD_WEIGHTS.backend * lengthScore(utf8ByteLength(listing.backend), backend.minimum, backend.maxBytes);
    weight += LENGTH_FIELD_WEIGHTS.backend;
  }
  return sum / weight;
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
  const length = clamp(lengthSubscore(listing, limits));
  // Every error is a compliance problem, whatever part of the listing it concerns.
  const compliance = clamp(100 - penalties(findings, (f) => category(f) === 'compliance' || (f.severity === 'error' && category(f) !== 'keywords')));
  const structure = clamp(100 - penalties(findings, (f) => category(f) === 'structure') - readabilityPenalty(listing, sentencesOf));
  // A missing main or must-have keyword, or an excluded one present, caps the keyword part at 50.
  const capped = findings.some((f) => f.severity === 'error' && (f.rule === 'keyword.missing' || f.rule === 'keyword.must-have-missing' || f.rule === 'keyword.excluded-present'));
  // With a keyword bank the figure is its volume-weighted score (docs/decisions/0013), else the unweighted one.
  const figure = coverage.bank ? coverage.bank.score : coverage.weighted;
  const keywords = figure === null ? null : clamp(capped ? Math.min(50, figure) : figure);
  const substanceValue = substanceScore(substance);

  const parts: [number, number][] = [
    [length, SCORE_WEIGHTS.length],
    [compliance, SCORE_WEIGHTS.compliance],
    [structure, SCORE_WEIGHTS.structure],
    [substanceValue, SCORE_WEIGHTS.substance],
  ];
  if (keywords !== null) parts.push([keywords, SCORE_WEIGHTS.keywords]);
  const weight = parts.reduce((sum, [, w]) => sum + w, 0);
  const score = clamp(parts.reduce((sum, [value, w]) => sum + value * w, 0) / weight);
  // With no keywords there is nothing to cover: report full marks rather than a misleading zero.
  return { score, breakdown: { length, compliance, keywords: keywords ?? 100, structure, substance: clamp(substanceValue) } };
}
