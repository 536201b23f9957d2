import { materialGuidance, unsupportedClaims, type AuditResult, type Finding, type Guidance, type Listing, type ListingContext } from '../../rules/index.js';
import { filledBullets, keywordsOf, sourceTextOf, type GeneratedListing, type OptimizerInput } from '../../contract/optimizer.js';
import type { EngineContext, GenerationRequest, WritingEngine } from '../engine.js';
import { auditOnce } from '../audit-once.js';
import { finishDraft, type FinishContext } from './finish.js';
import { numberBySeller } from './grounding.js';
import { sellerText, type SellerText } from './seller-text.js';
import { alreadyPresent } from './stand-in.js';
import { sellerBrand } from './brand.js';
import { repairRequest, reviewDraft, toListing } from './review.js';

export { toListing } from './review.js';

export interface CompliantListing {
  output: GeneratedListing;
  /** Audit of the final listing (first title), with unsupported-claim warnings added. */
  audit: AuditResult;
  /** True when an LLM was asked once more because its draft broke rules or left the seller's facts. */
  repaired: boolean;
  /** What the engine left out and what the final pass removed or fixed, in words a seller can read. */
  changes: string[];
  /** Fields below the policy's target, with what kind of fact would help (never padded). */
  guidance: Guidance[];
}

export { sourceTextOf } from '../../contract/optimizer.js';

/**
 * Cleans an engine's raw answer into a well-formed shape: distinct titles, trimmed text. A model
 * that wrote too few titles or bullets gets the seller's own for the missing places; the built-in
 * editor's gaps are deliberate (it removed something for a reason, or the seller gave no more) and
 * are reported as guidance, never filled with the seller's unedited text.
 */
function normalise(draft: GeneratedListing, input: OptimizerInput, modelDraft: boolean): GeneratedListing {
  const seen = new Set<string>();
  const titles = draft.optimized_titles
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
    .slice(0, 3);
  if (modelDraft && titles.length < 2 && !seen.has(input.title.trim().toLowerCase())) titles.push(input.title.replace(/\s+/g, ' ').trim());
  const bullets = draft.optimized_bullet_points.map((b) => b.replace(/\s+/g, ' ').trim()).filter(Boolean);
  // The seller's bullets the model's do not already say, in the seller's order: never one twice.
  for (const original of modelDraft ? filledBullets(input) : []) {
    if (bullets.length >= 5) break;
    if (!alreadyPresent(original, bullets)) bullets.push(original);
  }
  return {
    optimized_titles: titles,
    // Too many bullets is a problem the review reports, so nothing is cut here.
    optimized_bullet_points: bullets,
    product_description: draft.product_description.trim(),
    backend_search_terms: draft.backend_search_terms.replace(/\s+/g, ' ').trim().toLowerCase(),
  };
}

function sellerNumber(listing: Listing, finding: Finding, source: SellerText): boolean {
  const text = finding.field === 'title' ? listing.title : finding.field === 'bullets' ? listing.bullets[finding.index ?? 0] : finding.field === 'description' ? listing.description : listing.backend;
  if (text === undefined || finding.start === undefined || finding.end === undefined) return false;
  return /\d/.test(text.slice(finding.start, finding.end)) && numberBySeller(text, finding.start, finding.end, text.slice(finding.start, finding.end).trim(), source);
}

/**
 * The guarantee: whatever the engine wrote, the listing that leaves here has no error-severity
 * finding. The draft is reviewed against the rules and against the seller's own text (numbers,
 * materials, certifications, claims, assistant talk, formatting, keyword stuffing); an LLM gets one
 * more try with every problem named; what is still wrong afterwards is removed a sentence, a
 * header or a title segment at a time, and the rules engine's safe fixes finish the job.
 */
export async function writeCompliantListing(
  engine: WritingEngine,
  request: GenerationRequest,
  context: EngineContext & { listingContext?: ListingContext } = {},
): Promise<CompliantListing> {
  const { input, profile, limits } = request;
  // The keyword fields, and the seller's keyword bank when one was chosen (excluded and must-have keywords are rules then).
  const keywords = { ...keywordsOf(input), ...(request.keywords.bank ? { bank: request.keywords.bank } : {}) };
  // The seller's text is also the audit's yardstick for sentences that state no product fact.
  const where = { ...(context.listingContext ?? { marketplace: limits.marketplace }), source: sourceTextOf(input) };
  const modelDraft = engine.id !== 'builtin';
  const ctx: FinishContext = {
    input,
    keywords,
    profile,
    limits,
    where,
    source: sellerText(sourceTextOf(input)),
    bulletCount: Math.max(5, filledBullets(input).length),
    ...(modelDraft && sellerBrand(input) ? { brand: sellerBrand(input)! } : {}),
    modelDraft,
  };

  const raw = await engine.generate(request, context);
  let draft = normalise(raw, input, modelDraft);
  let repaired = false;
  const problems = engine.repair ? reviewDraft(draft, ctx) : [];
  if (problems.length > 0 && engine.repair) {
    draft = normalise(await engine.repair(request, draft, repairRequest(problems), context), input, modelDraft);
    repaired = true;
  }

  const finished = finishDraft(draft, ctx);
  const { output } = finished;
  const result = auditOnce(toListing(output), keywords, profile, where);
  // The seller's warnings name what the grounding check would remove; a measure it read as the seller's is no warning.
  const claims = unsupportedClaims(toListing(output), ctx.source.facts).filter((c) => !sellerNumber(toListing(output), c, ctx.source));
  return {
    output,
    audit: { ...result, findings: [...result.findings, ...claims] },
    repaired,
    changes: [...new Set([...(raw.changes ?? []), ...finished.changes])],
    guidance: materialGuidance(toListing(output), limits),
  };
}
