import { codePointLength, utf8ByteLength } from './counting.js';
import type { CoverageReport } from './coverage.js';
import type { ResolvedLimits } from './limits.js';
import { sentences, type Sentence } from './prose.js';
import { ruleDefinition } from './rules/registry.js';
import type { Finding, Listing, Range, Severity } from './types.js';

export interface ScoreBreakdown {
  length: number;
  compliance: number;
  keywords: number;
  structure: number;
}

/**
 * Compliance weighs most: a listing Amazon suppresses earns nothing however well it is written.
 * Keywords decide whether it is found; length measures use of the available space; structure
 * is readability. Without keywords their share is spread over the others.
 */
export const SCORE_WEIGHTS: Readonly<ScoreBreakdown> = { length: 0.25, compliance: 0.4, keywords: 0.2, structure: 0.15 };

/** Titles matter most for ranking, then bullets; descriptions and search terms least. */
const LENGTH_FIELD_WEIGHTS = { title: 40, bullets: 35, description: 15, backend: 10 } as const;

/**
 * Points one finding costs. An error is something Amazon suppresses or rewrites; warnings cost
 * ranking; info is advice and costs almost nothing. Each rule counts at most twice, so one
 * repeated problem cannot hide every other one.
 */
const PENALTY: Readonly<Record<Severity, number>> = { error: 25, warning: 6, info: 1 };
const MAX_COUNTED_PER_RULE = 2;

/** A field over its limit scores 0; in its target 100; shorter scales down, longer loses up to 30. */
export function lengthScore(length: number, target: Range, max: number): number {
  if (length === 0 || length > max) return 0;
  if (length < target[0]) return (100 * length) / target[0];
  if (length <= target[1]) return 100;
  return 100 - (30 * (length - target[1])) / Math.max(1, max - target[1]);
}

function lengthSubscore(listing: Listing, limits: ResolvedLimits): number {
  const { title, bullets, description, backend } = limits;
  let sum = LENGTH_FIELD_WEIGHTS.title * lengthScore(codePointLength(listing.title), title.target, title.max);
  let weight = LENGTH_FIELD_WEIGHTS.title;

  // Empty slots up to the recommended count score 0: five good bullets beat three.
  const slots = Math.max(bullets.countMin, listing.bullets.length);
  let bulletSum = 0;
  for (const bullet of listing.bullets) bulletSum += lengthScore(codePointLength(bullet), bullets.target, bullets.max);
  sum += (LENGTH_FIELD_WEIGHTS.bullets * bulletSum) / slots;
  weight += LENGTH_FIELD_WEIGHTS.bullets;

  if (listing.description !== undefined) {
    sum += LENGTH_FIELD_WEIGHTS.description * lengthScore(codePointLength(listing.description), description.target, description.max);
    weight += LENGTH_FIELD_WEIGHTS.description;
  }
  if (listing.backend !== undefined) {
    sum += LENGTH_FIELD_WEIGHTS.backend * lengthScore(utf8ByteLength(listing.backend), backend.target, backend.maxBytes);
    weight += LENGTH_FIELD_WEIGHTS.backend;
  }
  return sum / weight;
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

export function scoreListing(
  listing: Listing,
  limits: ResolvedLimits,
  findings: readonly Finding[],
  coverage: CoverageReport,
  sentencesOf: (text: string) => Sentence[] = sentences,
): { score: number; breakdown: ScoreBreakdown } {
  const length = clamp(lengthSubscore(listing, limits));
  // Every error is a compliance problem, whatever part of the listing it concerns.
  const compliance = clamp(100 - penalties(findings, (f) => category(f) === 'compliance' || (f.severity === 'error' && category(f) !== 'keywords')));
  const structure = clamp(100 - penalties(findings, (f) => category(f) === 'structure') - readabilityPenalty(listing, sentencesOf));
  const mainMissing = findings.some((f) => f.rule === 'keyword.missing' && f.severity === 'error');
  const keywords = coverage.weighted === null ? null : clamp(mainMissing ? Math.min(50, coverage.weighted) : coverage.weighted);

  const parts: [number, number][] = [
    [length, SCORE_WEIGHTS.length],
    [compliance, SCORE_WEIGHTS.compliance],
    [structure, SCORE_WEIGHTS.structure],
  ];
  if (keywords !== null) parts.push([keywords, SCORE_WEIGHTS.keywords]);
  const weight = parts.reduce((sum, [, w]) => sum + w, 0);
  const score = clamp(parts.reduce((sum, [value, w]) => sum + value * w, 0) / weight);
  // With no keywords there is nothing to cover: report full marks rather than a misleading zero.
  return { score, breakdown: { length, compliance, keywords: keywords ?? 100, structure } };
}
