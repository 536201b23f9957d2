import type { Kysely } from 'kysely';
import type { Section } from '../../contract/optimizer.js';
import type { GenerateBody, GenerateResult } from '../../contract/optimizer-api.js';
import type { WritingEngine } from '../../writer/engine.js';
import { writeOptimizedListing } from '../../writer/optimize-listing.js';
import { getProfile, isMarketplace } from '../../rules/index.js';
import { charge, payForWork } from '../credits/charge.js';
import { STOPPED_MESSAGE, type PaidWork } from '../credits/paid-work.js';
import { STEP_HALF_CREDITS } from '../credits/units.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { bankForWriter } from '../keyword-banks/keyword-bank-store.js';
import { insertListing } from '../listings/listing-store.js';
import { importedTextFor } from '../amazon/import-record.js';
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
  const profile = getProfile(body.profile ?? analysis.profile).id;
  const marketplace = body.marketplace ?? (isMarketplace(analysis.marketplace) ? analysis.marketplace : 'US');
  // What the seller paid to learn, not whatever insights the request carries.
  const insights = analysis.insights;
  // Resolved before the charge: an unknown bank, or another seller's, is a 404 that costs nothing.
  const bank = input.keywordBankId ? await bankForWriter(db, userId, input.keywordBankId) : undefined;

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
          return await writeOptimizedListing(engine, { input, insights, profile, marketplace, prompts: body.prompts, ...(bank ? { bank } : {}) }, { signal, onSection: deps.onSection });
        } catch (error) {
          throw ticket.stopped ? new AppError('SERVICE_UNAVAILABLE', STOPPED_MESSAGE) : toAppError(error);
        }
      },
      save: async (trx, written) => {
        // Generated from an Amazon import: the history starts with what was live (issue 15).
        const imported = await importedTextFor(trx, userId, input, now());
        const listingId = await insertListing(trx, { userId, analysisId: analysis.id, input, insights, written, engine: engine.id, at: now(), ...(imported ? { imported } : {}) });
        const value: GenerateResult = {
          listing_id: listingId,
          analysis_id: analysis.id,
          stage_3_optimization: written.output,
          audit: written.audit,
          profile,
          marketplace,
          engine: engine.id,
          repaired: written.repaired,
          changes: written.changes,
          guidance: written.guidance,
          ...(written.bankCoverage ? { bank_coverage: written.bankCoverage } : {}),
        };
        return { value, listingId };
      },
    });
  } finally {
    ticket.end();
  }
}
