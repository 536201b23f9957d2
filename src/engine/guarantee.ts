import {
  audit,
  fix,
  materialGuidance,
  trimToLimit,
  unsupportedClaims,
  type AuditResult,
  type Finding,
  type Guidance,
  type Listing,
  type ListingContext,
} from '../listing/index.js';
import { keywordsOf, sourceTextOf, type GeneratedListing, type Section } from './contract.js';
import type { EngineContext, GenerationRequest, WritingEngine } from './engine.js';

export interface CompliantListing {
  output: GeneratedListing;
  /** Audit of the final listing (first title), with unsupported-claim warnings added. */
  audit: AuditResult;
  /** True when an LLM was asked once more because its draft broke rules. */
  repaired: boolean;
  /** What the engine left out and what the deterministic pass changed, in words a seller can read. */
  changes: string[];
  /** Fields below the policy's target, with what kind of fact would help (never padded). */
  guidance: Guidance[];
}

const SECTION_OF: Record<Finding['field'], Section> = {
  title: 'title',
  highlights: 'title',
  keywords: 'title',
  bullets: 'bullets',
  description: 'description',
  backend: 'keywords',
};

export { sourceTextOf } from './contract.js';

export const toListing = (out: GeneratedListing, title = out.optimized_titles[0] ?? ''): Listing => ({
  title,
  bullets: out.optimized_bullet_points,
  description: out.product_description,
  backend: out.backend_search_terms,
});

const errorsOf = (result: AuditResult) => result.findings.filter((f) => f.severity === 'error');

/** Cleans an engine's raw answer into a well-formed shape: 2–3 distinct titles, 5+ bullets, trimmed text. */
function normalise(draft: GeneratedListing, countMax: number): GeneratedListing {
  const seen = new Set<string>();
  const titles = draft.optimized_titles
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .slice(0, 3);
  // Fewer options or bullets than asked for are reported (guidance, bullet count), never padded with
  // the seller's unedited text: that would bring back what the writer removed for a reason.
  const bullets = draft.optimized_bullet_points.map((b) => b.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return {
    optimized_titles: titles,
    optimized_bullet_points: bullets.slice(0, countMax),
    product_description: draft.product_description.trim(),
    backend_search_terms: draft.backend_search_terms.replace(/\s+/g, ' ').trim().toLowerCase(),
  };
}

function violationsBySection(findings: Finding[]) {
  const grouped = new Map<Section, string[]>();
  for (const f of findings) {
    const section = SECTION_OF[f.field];
    const list = grouped.get(section) ?? [];
    list.push(f.index === undefined ? f.message : `Bullet ${f.index + 1}: ${f.message}`);
    grouped.set(section, list);
  }
  return [...grouped].map(([section, messages]) => ({ section, messages: [...new Set(messages)] }));
}

/** Deletes the text the remaining errors point at (claims, guarantees, promotions): removing words is always safe. */
function removeFlaggedSpans(listing: Listing, findings: Finding[]): Listing {
  const cut = (text: string, spans: Finding[]) => {
    const sorted = spans.filter((f) => f.start !== undefined && f.end !== undefined).sort((a, b) => b.start! - a.start!);
    let out = text;
    for (const f of sorted) out = `${out.slice(0, f.start)} ${out.slice(f.end)}`;
    return out.replace(/\s+([,.;:])/g, '$1').replace(/\s{2,}/g, ' ').trim();
  };
  const of = (field: Finding['field'], index?: number) => findings.filter((f) => f.field === field && f.index === index);
  return {
    ...listing,
    title: cut(listing.title, of('title')),
    bullets: listing.bullets.map((b, i) => cut(b, of('bullets', i))),
    description: cut(listing.description ?? '', of('description')),
    backend: cut(listing.backend ?? '', of('backend')),
  };
}

/** The main keyword is the seller's own words, so putting it in front of a title invents nothing. */
function withMainKeyword(title: string, main: string, maxChars: number): string {
  const lead = main.charAt(0).toUpperCase() + main.slice(1);
  return trimToLimit(`${lead} - ${title}`, maxChars);
}

function describeChanges(before: Listing, after: Listing, option: number, changes: string[]) {
  if (before.title !== after.title) changes.push(`Title option ${option + 1} adjusted to the policy`);
  if (option > 0) return; // bullets, description and search terms are shared by every title option
  after.bullets.forEach((b, i) => {
    if (b !== before.bullets[i]) changes.push(`Bullet ${i + 1} adjusted to the policy`);
  });
  if (before.bullets.length > after.bullets.length) changes.push('Extra bullets removed');
  if (before.description !== after.description) changes.push('Description adjusted to the policy');
  if (before.backend !== after.backend) changes.push('Search terms repacked into the byte budget');
}

/**
 * The guarantee: whatever the engine wrote, the listing that leaves here has no error-severity
 * finding. Order: audit; an LLM gets one more try with the violations named; then the safe,
 * deterministic fixes; then flagged spans are deleted and the fixes run again.
 */
export async function writeCompliantListing(
  engine: WritingEngine,
  request: GenerationRequest,
  context: EngineContext & { listingContext?: ListingContext } = {},
): Promise<CompliantListing> {
  const { input, profile, limits } = request;
  const keywords = keywordsOf(input);
  // The seller's text is the audit's yardstick for sentences that state no product fact.
  const where = { ...(context.listingContext ?? { marketplace: limits.marketplace }), source: sourceTextOf(input) };
  const check = (listing: Listing) => audit(listing, keywords, profile, where);
  const draftErrors = (draft: GeneratedListing) => draft.optimized_titles.flatMap((t) => errorsOf(check(toListing(draft, t))));

  const raw = await engine.generate(request, context);
  const engineChanges = raw.changes ?? [];
  let draft = normalise(raw, limits.bullets.countMax);
  let repaired = false;
  const violations = violationsBySection(draftErrors(draft));
  if (violations.length > 0 && engine.repair) {
    draft = normalise(await engine.repair(request, draft, violations, context), limits.bullets.countMax);
    repaired = true;
  }

  const changes: string[] = [...engineChanges];
  const finish = (title: string, option: number): Listing => {
    const raw = toListing(draft, title);
    let listing = fix(raw, keywords, profile, where);
    for (let round = 0; round < 3; round++) {
      const remaining = errorsOf(check(listing));
      if (remaining.length === 0) break;
      if (remaining.some((f) => f.rule === 'keyword.missing')) {
        listing = { ...listing, title: withMainKeyword(listing.title, keywords.main, limits.title.max) };
      }
      listing = fix(removeFlaggedSpans(listing, remaining.filter((f) => f.rule !== 'keyword.missing')), keywords, profile, where);
    }
    describeChanges(raw, listing, option, changes);
    return listing;
  };

  const finals = draft.optimized_titles.map((title, i) => finish(title, i));
  const first = finals[0]!;
  const output: GeneratedListing = {
    optimized_titles: [...new Set(finals.map((l) => l.title))],
    optimized_bullet_points: first.bullets,
    product_description: first.description ?? '',
    backend_search_terms: first.backend ?? '',
  };
  const result = check(toListing(output));
  const claims = unsupportedClaims(toListing(output), sourceTextOf(input));
  return {
    output,
    audit: { ...result, findings: [...result.findings, ...claims] },
    repaired,
    changes: [...new Set(changes)],
    guidance: materialGuidance(toListing(output), limits),
  };
}
