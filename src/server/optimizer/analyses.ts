import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Insights, OptimizerInput } from '../../contract/optimizer.js';
import { productText } from '../../writer/input-identity.js';
import type { AnalysisRow, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';

/** A finished, paid analysis: what a generation builds on. */
export interface StoredAnalysis {
  id: string;
  input: OptimizerInput;
  insights: Insights;
  profile: string;
  marketplace: string;
  createdAt: Date;
}

export const NOT_ANALYSED =
  'Analyze this listing first: a listing is written from its own paid analysis (analyzing costs 0.5 credit and writing 0.5, so 1 credit is one full listing).';
export const UNKNOWN_ANALYSIS = 'No finished analysis of yours has this analysis_id. Analyze the listing first.';
export const ANALYSIS_RUNNING = 'This analysis has not finished yet. Wait for its insights, then generate.';
export const ANALYSIS_FAILED = 'This analysis failed and its credit was refunded. Analyze the listing again.';
export const CHANGED_SINCE_ANALYSIS =
  'The title or bullet points differ from the ones that were analyzed. Analyze the changed listing first (0.5 credit), or generate from the analyzed text.';

/** The hash that ties a generation to the analysis of the same product text. */
export const inputHash = (input: Pick<OptimizerInput, 'title' | 'bulletPoints'>) =>
  createHash('sha256').update(productText(input)).digest('hex');

const toStored = (row: AnalysisRow): StoredAnalysis => ({
  id: row.id,
  input: row.input as OptimizerInput,
  insights: row.insights as Insights,
  profile: row.policy_profile,
  marketplace: row.marketplace,
  createdAt: row.created_at,
});

/** Recorded before the charge, in the same transaction, so every analysis charge has its analysis. */
export async function insertPendingAnalysis(
  trx: Transaction<DB>,
  values: { userId: string; input: OptimizerInput; profile: string; marketplace: string; now: Date },
): Promise<string> {
  const row = await trx
    .insertInto('analyses')
    .values({
      user_id: values.userId,
      status: 'pending',
      input: JSON.stringify(values.input),
      input_hash: inputHash(values.input),
      policy_profile: values.profile,
      marketplace: values.marketplace,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function completeAnalysis(trx: Transaction<DB>, id: string, insights: Insights, engine: string, now: Date) {
  await trx
    .updateTable('analyses')
    .set({ status: 'ready', insights: JSON.stringify(insights), engine, completed_at: now })
    .where('id', '=', id)
    .execute();
}

/** An analysis that will never finish (its charge, if any, is refunded separately). */
export async function failAnalysis(db: Kysely<DB>, id: string, now: Date) {
  await db.updateTable('analyses').set({ status: 'failed', completed_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
}

export async function readyAnalysis(db: Kysely<DB>, userId: string, id: string): Promise<StoredAnalysis | undefined> {
  const row = await db.selectFrom('analyses').selectAll().where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'ready').executeTakeFirst();
  return row && toStored(row);
}

/**
 * The paid analysis a generation builds on: the one named, which must be the seller's own, finished,
 * and of the same product text as `input` when that is given; or, without a name, the seller's
 * latest finished analysis of that text. Anything else is a 400 that says what to do.
 */
export async function analysisForGeneration(
  db: Kysely<DB>,
  userId: string,
  wanted: { analysisId?: string; input?: OptimizerInput },
): Promise<StoredAnalysis> {
  if (wanted.analysisId) {
    const row = await db.selectFrom('analyses').selectAll().where('id', '=', wanted.analysisId).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new AppError('BAD_REQUEST', UNKNOWN_ANALYSIS);
    if (row.status === 'pending') throw new AppError('BAD_REQUEST', ANALYSIS_RUNNING);
    if (row.status === 'failed') throw new AppError('BAD_REQUEST', ANALYSIS_FAILED);
    if (wanted.input && inputHash(wanted.input) !== row.input_hash) {
      throw new AppError('BAD_REQUEST', CHANGED_SINCE_ANALYSIS, { analysis_id: row.id });
    }
    return toStored(row);
  }
  if (!wanted.input) throw new AppError('BAD_REQUEST', NOT_ANALYSED);
  const row = await db
    .selectFrom('analyses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('input_hash', '=', inputHash(wanted.input))
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new AppError('BAD_REQUEST', NOT_ANALYSED);
  return toStored(row);
}
