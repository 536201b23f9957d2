import type { Kysely } from 'kysely';
import { filledBullets, keywordsOf, type Section } from '../../engine/contract.js';
import type { WritingEngine } from '../../engine/engine.js';
import { writeCompliantListing } from '../../engine/guarantee.js';
import { getProfile, resolveLimits } from '../../listing/index.js';
import { auditOriginal } from '../../engine/pipeline.js';
import { STEP_COST, withCharge } from '../credits/charge.js';
import type { DB } from '../db/schema.js';
import { toAppError } from './engine-errors.js';
import type { GenerateBody, GenerateResponse } from './schemas.js';

/**
 * SPEC §4 step 5: generation costs half a credit (refunded on failure), writes a rule-compliant
 * listing, saves it with what produced it, and reports the audit before and after.
 */
export async function generateListing(deps: {
  db: Kysely<DB>;
  engine: WritingEngine;
  userId: string;
  body: GenerateBody;
  now: () => Date;
  signal?: AbortSignal;
  /** Called once the credit is taken and writing begins (the SSE variant starts its stream here). */
  onStarted?: () => void;
  onSection?: (section: Section) => void;
}): Promise<GenerateResponse> {
  const { db, engine, body } = deps;
  const profile = getProfile(body.profile);
  const listingContext = { marketplace: body.marketplace };
  const limits = resolveLimits(profile, listingContext);
  const keywords = keywordsOf(body.userInput);
  const original = { title: body.userInput.title.trim(), bullets: filledBullets(body.userInput) };

  return withCharge(db, { userId: deps.userId, amount: STEP_COST, reason: 'generate', now: deps.now }, async () => {
    deps.onStarted?.();
    let result;
    try {
      result = await writeCompliantListing(
        engine,
        { input: body.userInput, prompts: body.prompts, insights: body.insights, keywords, profile, limits },
        { signal: deps.signal, onSection: deps.onSection, listingContext },
      );
    } catch (error) {
      throw toAppError(error);
    }
    const before = auditOriginal(body.userInput, profile.id, listingContext);
    const { output } = result;
    const now = deps.now();
    const row = await db
      .insertInto('listings')
      .values({
        user_id: deps.userId,
        created_at: now,
        updated_at: now,
        original_title: original.title,
        original_bullets: JSON.stringify(original.bullets),
        generated_title: output.optimized_titles.join(' | '),
        generated_bullets: JSON.stringify(output.optimized_bullet_points),
        generated_description: output.product_description,
        generated_keywords: JSON.stringify(output.backend_search_terms.split(' ').filter(Boolean)),
        title_main_keyword: body.userInput.titleMainKeyword.trim(),
        title_secondary_keywords: body.userInput.titleSecondaryKeywords,
        bullet_keywords: body.userInput.bulletKeywords,
        insights: JSON.stringify(body.insights),
        prompts: JSON.stringify(body.prompts),
        policy_profile: profile.id,
        marketplace: body.marketplace,
        engine: engine.id,
        original_score: before.score,
        audit_score: result.audit.score,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      listing_id: row.id,
      stage_3_optimization: output,
      audit: { before, after: result.audit },
      profile: profile.id,
      marketplace: body.marketplace,
      engine: engine.id,
      repaired: result.repaired,
      changes: result.changes,
      guidance: result.guidance,
    };
  });
}
