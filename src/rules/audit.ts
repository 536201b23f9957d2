import { keywordCoverage, type CoverageReport } from './keyword-coverage.js';
import { bankCoverage, effectiveBank } from './keyword-bank/volume-coverage.js';
import { resolveLimits, type ListingContext } from './limits.js';
import { sentencesCache } from './text/sentences.js';
import type { PolicyProfile } from './profiles.js';
import { onceCache, type AuditContext } from './checks/context.js';
import type { Report, RuleModule, TextTarget } from './checks/define.js';
import { RULES, type RuleId } from './checks/registry.js';
import { scoreListing, type ScoreBreakdown } from './score.js';
import { readSubstance, substanceOf } from './substance.js';
import type { Finding, Keywords, Listing, ListingField } from './types.js';
import { lowerWordsCache } from './text/words.js';

export interface AuditResult {
  /** 0–100. */
  score: number;
  breakdown: ScoreBreakdown;
  findings: Finding[];
  coverage: CoverageReport;
}

type Registered = (typeof RULES)[number];
type TextRule = Extract<Registered, { scope: 'text' }>;
type WholeRule = Extract<Registered, { scope: 'field' | 'listing' }>;

/** The fields in the order their findings come. */
const FIELDS: readonly ListingField[] = ['title', 'highlights', 'bullets', 'description', 'backend'];

const isText = (rule: RuleModule): rule is TextRule => rule.scope === 'text';
const isWhole = (rule: RuleModule): rule is WholeRule => rule.scope === 'field' || rule.scope === 'listing';

/** Each field's rules, sorted once: registry order, `any` rules with every field. */
const PLAN = FIELDS.map((field) => ({
  field,
  whole: RULES.filter(isWhole).filter((rule) => rule.scope === 'field' && rule.field === field),
  text: RULES.filter(isText).filter((rule) => rule.field === field || rule.field === 'any'),
}));
const LISTING_RULES = RULES.filter(isWhole).filter((rule) => rule.scope === 'listing');

/** The texts of a field the `text` rules check; a field the listing leaves out has none. */
function targetsOf(field: ListingField, listing: Listing): TextTarget[] {
  switch (field) {
    case 'title':
      return [{ ref: { field }, text: listing.title, blank: listing.title.trim() === '' }];
    case 'bullets':
      return listing.bullets.map((text, index) => ({ ref: { field, index }, text, blank: text.trim() === '' }));
    case 'description':
      return listing.description === undefined ? [] : [{ ref: { field }, text: listing.description, blank: listing.description.trim() === '' }];
    case 'backend':
      // Blank search terms are still search terms: their byte count is advice.
      return listing.backend === undefined ? [] : [{ ref: { field }, text: listing.backend, blank: false }];
    case 'highlights':
      // Blank highlights are simply not used.
      return listing.highlights === undefined || listing.highlights.trim() === '' ? [] : [{ ref: { field }, text: listing.highlights, blank: false }];
  }
}

/** Checks a listing against one policy profile. Pure and synchronous; never throws on text. */
export function audit(listing: Listing, keywords: Keywords | undefined, profile: PolicyProfile, context: ListingContext = {}): AuditResult {
  const limits = resolveLimits(profile, context);
  const wordsOf = lowerWordsCache();
  const sentencesOf = sentencesCache();
  const substance = readSubstance(listing, keywords, context.source, sentencesOf);
  // Keywords count only where a sentence says something: one placed in filler earns nothing.
  const counted = substanceOf(listing, substance);
  const coverage = keywordCoverage(counted, keywords, wordsOf);
  // With a keyword bank the keyword part of the score is volume-weighted (docs/decisions/0013).
  const bank = effectiveBank(keywords);
  if (bank) coverage.bank = bankCoverage(counted, bank);
  const cache = onceCache();
  const ctx: AuditContext = {
    listing, factual: counted, keywords, profile, limits, coverage, wordsOf, sentencesOf, substance,
    once: (compute) => cache(compute, ctx),
  };
  const findings: Finding[] = [];
  const reporters = new Map<RuleId, Report>();
  const reporter = (rule: RuleId): Report => {
    let report = reporters.get(rule);
    if (!report) {
      report = (finding) => findings.push({ rule, ...finding });
      reporters.set(rule, report);
    }
    return report;
  };
  for (const { field, whole, text } of PLAN) {
    for (const rule of whole) rule.check(ctx, reporter(rule.id));
    for (const target of targetsOf(field, listing)) {
      for (const rule of text) {
        if (target.blank && rule.blank !== true) continue;
        rule.check(target, ctx, reporter(rule.id));
      }
    }
  }
  for (const rule of LISTING_RULES) rule.check(ctx, reporter(rule.id));
  const { score, breakdown } = scoreListing(counted, limits, findings, coverage, substance, sentencesOf);
  return { score, breakdown, findings, coverage };
}
