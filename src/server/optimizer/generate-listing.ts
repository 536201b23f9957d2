import type { Kysely } from 'kysely';
import { TITLE_SEPARATOR } from '../../contract/listings.js';
import { filledBullets, keywordsOf, type GenerateBody, type GenerateResult, type Section } from '../../contract/optimizer.js';
import type { WritingEngine } from '../../writer/engine.js';
import { writeCompliantListing } from '../../writer/guarantee.js';
import { auditOriginal } from '../../writer/pipeline.js';
import { defaultPrompts, fillPrompts } from '../../writer/prompts/templates.js';
import { getProfile, isMarketplace, resolveLimits } from '../../rules/index.js';
import { charge, payForWork } from '../credits/charge.js';
import { STOPPED_MESSAGE, type PaidWork } from '../credits/paid-work.js';
import { STEP_HALF_CREDITS } from '../credits/units.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../errors.js';
import { insertListing } from '../listings/listing-store.js';
import { analysisForGeneration } from './analyses.js';
import { toAppError } from './engine-errors.js';

/**
 * SPEC §4 step 5: generation costs half a credit and builds on a paid analysis of the same product
 * text (SPEC §9: 1 credit is one full listing). It writes a rule-compliant listing, saves it with
 * what produced it and settles the charge in one transaction, or refunds the charge on failure.
 */
export async function generateListing(deps: {
  db: Kysely<DB>;
  engine: WritingEngine;
  userId: string;
  body: GenerateBody;
  now: () => Date;
  leaseMs: number;
  paidWork: PaidWork;
  signal?: AbortSignal;
  /** Called once the credit is taken and writing begins (the SSE variant starts its stream here). */
  onStarted?: () => void;
  onSection?: (section: Section) => void;
  onRefundError?: (error: unknown) => void;
}): Promise<GenerateResult> {
  const { db, engine, body, userId, now } = deps;
  const analysis = await analysisForGeneration(db, userId, { analysisId: body.analysis_id, input: body.userInput });
  // The seller may have edited the keywords since analysing (SPEC §4); the product text is the analysed one.
  const input = body.userInput ?? analysis.input;
  const profile = getProfile(body.profile ?? analysis.profile);
  const marketplace = body.marketplace ?? (isMarketplace(analysis.marketplace) ? analysis.marketplace : 'US');
  const listingContext = { marketplace };
  const limits = resolveLimits(profile, listingContext);
  const keywords = keywordsOf(input);
  // What the seller paid to learn, not whatever insights the request carries.
  const insights = analysis.insights;
  const prompts = body.prompts ?? fillPrompts(defaultPrompts(limits), input, insights);

  const ticket = deps.paidWork.begin();
  try {
    const paid = await charge(db, { userId, halfCredits: STEP_HALF_CREDITS, reason: 'generate', now: now(), leaseMs: deps.leaseMs, analysisId: analysis.id });
    deps.onStarted?.();
    const signal = deps.signal ? AbortSignal.any([deps.signal, ticket.signal]) : ticket.signal;
    return await payForWork({
      db,
      paid,
      now,
      onRefundError: deps.onRefundError,
      work: async () => {
        try {
          return await writeCompliantListing(
            engine,
            { input, prompts, insights, keywords, profile, limits },
            { signal, onSection: deps.onSection, listingContext },
          );
        } catch (error) {
          throw ticket.stopped ? new AppError('SERVICE_UNAVAILABLE', STOPPED_MESSAGE) : toAppError(error);
        }
      },
      save: async (trx, result) => {
        const before = auditOriginal(input, profile.id, listingContext);
        const { output } = result;
        const at = now();
        const listingId = await insertListing(trx, {
          user_id: userId,
          analysis_id: analysis.id,
          created_at: at,
          updated_at: at,
          original_title: input.title.trim(),
          original_bullets: JSON.stringify(filledBullets(input)),
          generated_title: output.optimized_titles.join(TITLE_SEPARATOR),
          generated_bullets: JSON.stringify(output.optimized_bullet_points),
          generated_description: output.product_description,
          generated_keywords: JSON.stringify(output.backend_search_terms.split(' ').filter(Boolean)),
          title_main_keyword: input.titleMainKeyword.trim(),
          title_secondary_keywords: input.titleSecondaryKeywords,
          bullet_keywords: input.bulletKeywords,
          insights: JSON.stringify(insights),
          prompts: JSON.stringify(prompts),
          policy_profile: profile.id,
          marketplace,
          engine: engine.id,
          original_score: before.score,
          audit_score: result.audit.score,
        });
        const value: GenerateResult = {
          listing_id: listingId,
          analysis_id: analysis.id,
          stage_3_optimization: output,
          audit: { before, after: result.audit },
          profile: profile.id,
          marketplace,
          engine: engine.id,
          repaired: result.repaired,
          changes: result.changes,
          guidance: result.guidance,
        };
        return { value, listingId };
      },
    });
  } finally {
    ticket.end();
  }
}
