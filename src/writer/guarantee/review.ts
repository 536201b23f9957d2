import { type Finding, type Keywords, type Listing, type ListingContext, type PolicyProfile, type ResolvedLimits, type RuleId } from '../../rules/index.js';
import type { GeneratedListing, Section } from '../../contract/optimizer.js';
import { auditReading } from '../audit-once.js';
import { placeName, type DraftField, type IssueKind } from './draft-issues.js';
import { brandFirst } from './brand.js';
import { groundingIssues } from './grounding.js';
import type { SellerText } from './seller-text.js';
import { sentencesWithoutFact } from './no-fact.js';
import { keywordStuffing } from './stuffing.js';

/*
 * Everything wrong with a draft, in one list: the rules it breaks (audit errors) and what it says
 * that the seller never wrote (grounding, keyword stuffing, too many bullets). The same list is
 * the repair request an LLM gets and the work list of the final pass.
 */

export interface ReviewContext {
  keywords: Keywords;
  profile: PolicyProfile;
  limits: ResolvedLimits;
  where: ListingContext;
  source: SellerText;
  /** The seller's brand (brand.ts), which every title option opens with, in the seller's case. */
  brand?: string;
  /** As many bullets as the seller gave, and at least five: what the writer was asked for. */
  bulletCount: number;
  /**
   * A model wrote the draft, so it also gets the checks for how models fail (keyword stuffing,
   * more bullets than asked for). The built-in writer is held to the rules and to the seller's
   * facts only; its keyword placement is its own design.
   */
  modelDraft: boolean;
}

/**
 * How the final pass deals with a problem:
 * - `remove`: the piece that holds it (sentence, header, title segment, search term) goes whole;
 * - `cut`: exactly its characters go, the piece around them stays ("(118 characters)" after a colour);
 * - `strip`: formatting characters go, the words stay;
 * - `fix`: the rules engine's safe fixes handle it (banned characters, lengths, search-term packing);
 * - `field`: it concerns the field as a whole (bullet count, missing main keyword).
 */
export type Remedy = 'remove' | 'cut' | 'strip' | 'fix' | 'field';

export interface Problem {
  field: DraftField;
  /** The title option or the bullet, 0-based. */
  index?: number;
  start?: number;
  end?: number;
  kind: IssueKind | 'rule';
  rule?: RuleId;
  /** What the model is told. */
  instruction: string;
  /** What the seller is told when the final pass acts on it. */
  reason: string;
  remedy: Remedy;
}

/** Rules whose findings the rules engine's fixes remove without touching a word. */
const FIX_RULES = new Set<RuleId>([
  'title.forbidden-char', 'title.decorative-char', 'title.style-char', 'title.emoji', 'bullet.forbidden-symbol', 'bullet.emoji',
  'description.html', 'text.invisible-char', 'title.length', 'bullet.length', 'description.length', 'highlights.length',
  'highlights.title-too-long', 'bullet.empty', 'bullet.duplicate',
]);

export const toListing = (out: GeneratedListing, title = out.optimized_titles[0] ?? ''): Listing => ({
  title,
  bullets: out.optimized_bullet_points,
  description: out.product_description,
  backend: out.backend_search_terms,
});

function remedyOf(finding: Finding): Remedy {
  // Search terms are repacked by the rules engine; only content a rule bans there is removed by us.
  if (finding.rule.startsWith('backend.') || FIX_RULES.has(finding.rule)) return 'fix';
  if (finding.start === undefined || finding.end === undefined) return 'field';
  return 'remove';
}

/** `"kills germs": Claims to kill …` becomes `claims to kill …`: the removed sentence is quoted already. */
export function sellerReason(message: string): string {
  const text = message.replace(/^"[^"]*":\s*/, '').replace(/\.$/, '').trim();
  // A name keeps its capital (`Amazon removes ...`).
  return /^\p{Lu}\p{Ll}/u.test(text) && !/^Amazon\b/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Where the grounding check says the same thing in fewer words, the seller reads those. */
const SELLER_REASON: Readonly<Partial<Record<RuleId, string>>> = { 'text.ai-artifact': 'text from the AI, not part of a listing' };

function fromFinding(finding: Finding, option: number): Problem {
  const field: DraftField = finding.field === 'bullets' || finding.field === 'description' || finding.field === 'backend' ? finding.field : 'title';
  const index = field === 'title' ? option : finding.index;
  const problem: Problem = {
    field,
    kind: 'rule',
    rule: finding.rule,
    instruction: `${placeName(field, index)}: ${finding.message}`,
    reason: SELLER_REASON[finding.rule] ?? sellerReason(finding.message),
    remedy: remedyOf(finding),
  };
  if (index !== undefined) problem.index = index;
  if (finding.start !== undefined && finding.end !== undefined) {
    problem.start = finding.start;
    problem.end = finding.end;
  }
  return problem;
}

/** Audit errors of every title option; the other fields are shared, so they are read once. */
export function ruleProblems(draft: GeneratedListing, ctx: ReviewContext): Problem[] {
  const problems: Problem[] = [];
  const titles = draft.optimized_titles.length > 0 ? draft.optimized_titles : [''];
  titles.forEach((title, option) => {
    const { findings } = auditReading(toListing(draft, title), ctx.keywords, ctx.profile, ctx.where);
    for (const finding of findings) {
      if (finding.severity !== 'error') continue;
      const isTitle = finding.field === 'title' || finding.field === 'highlights' || finding.field === 'keywords';
      if (option > 0 && !isTitle) continue;
      // The search terms, shared by every option, are what must-haves are completed in: the first option's.
      if (option > 0 && finding.rule === 'keyword.must-have-missing') continue;
      problems.push(fromFinding(finding, option));
    }
  });
  return problems;
}

function countProblem(draft: GeneratedListing, ctx: ReviewContext): Problem[] {
  const count = draft.optimized_bullet_points.length;
  const wanted = Math.min(ctx.bulletCount, ctx.limits.bullets.countMax);
  if (count <= wanted) return [];
  return [{
    field: 'bullets',
    kind: 'rule',
    rule: 'bullet.count',
    instruction: `Bullets: you wrote ${count} bullet points; write exactly ${wanted}, from the seller's ${wanted} bullets.`,
    reason: `the AI wrote ${count} bullets for your ${wanted}`,
    remedy: 'field',
  }];
}

/**
 * Every problem of a draft: rule errors first, then grounding and stuffing. `facts: false` skips
 * the comparison with the seller's text, for a draft that passed it and has only lost pieces since.
 */
export function reviewDraft(draft: GeneratedListing, ctx: ReviewContext, options: { facts?: boolean } = {}): Problem[] {
  const facts = options.facts ?? true;
  // How models fail beyond the facts: stuffing, and sentences that state no product fact.
  const modelFaults = facts && ctx.modelDraft ? [...keywordStuffing(draft, ctx.keywords, ctx.source), ...sentencesWithoutFact(draft, ctx.keywords, ctx.source)] : [];
  const issues = [...(facts ? groundingIssues(draft, ctx.source) : []), ...modelFaults].map(
    (issue): Problem => ({ ...issue, remedy: issue.kind === 'markup' ? 'strip' : issue.exact ? 'cut' : 'remove' }),
  );
  return [...ruleProblems(draft, ctx), ...(ctx.modelDraft ? [...countProblem(draft, ctx), ...brandProblems(draft, ctx)] : []), ...issues];
}

/** Title options that do not open with the seller's brand as the seller writes it; the final pass puts it first. */
function brandProblems(draft: GeneratedListing, ctx: ReviewContext): Problem[] {
  const { brand } = ctx;
  if (!brand) return [];
  return draft.optimized_titles.flatMap((title, index): Problem[] =>
    title.trim() === '' || brandFirst(title, brand)
      ? []
      : [{
          field: 'title',
          index,
          kind: 'brand',
          instruction: `${placeName('title', index)}: start the title with the brand "${brand}", written as the seller writes it.`,
          reason: `the brand "${brand}" goes first`,
          remedy: 'field',
        }],
  );
}

const SECTION_OF: Record<DraftField, Section> = { title: 'title', bullets: 'bullets', description: 'description', backend: 'keywords' };

/** The repair request: each section with a problem, and what to fix in it, once each. */
export function repairRequest(problems: readonly Problem[]): { section: Section; messages: string[] }[] {
  const grouped = new Map<Section, Set<string>>();
  for (const problem of problems) {
    const section = SECTION_OF[problem.field];
    const messages = grouped.get(section) ?? new Set<string>();
    messages.add(problem.instruction);
    grouped.set(section, messages);
  }
  return [...grouped].map(([section, messages]) => ({ section, messages: [...messages] }));
}
