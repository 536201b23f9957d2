import type { Kysely, Transaction } from 'kysely';
import { draftFormSchema, DRAFT_LIMIT_BYTES, type DraftAnswer, type DraftForm } from '../../contract/draft-form.js';
import { TITLE_SEPARATOR } from '../../contract/listings.js';
import type { DB, ListingRow } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { readyAnalysis } from './analyses.js';

const stage3Of = (row: ListingRow) => ({
  optimized_titles: row.generated_title.split(TITLE_SEPARATOR),
  optimized_bullet_points: row.generated_bullets,
  product_description: row.generated_description,
  backend_search_terms: row.generated_keywords.join(' '),
});

export async function readDraft(db: Kysely<DB>, userId: string): Promise<DraftAnswer> {
  const draft = await db.selectFrom('optimizer_drafts').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!draft) return { form: null, analysis: null, listing: null, updated_at: null };
  const analysis = draft.analysis_id ? await readyAnalysis(db, userId, draft.analysis_id) : undefined;
  const listing = analysis
    ? await db
        .selectFrom('listings')
        .selectAll()
        .where('user_id', '=', userId)
        .where('analysis_id', '=', analysis.id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  const form = draftFormSchema.safeParse(draft.form);
  return {
    form: form.success ? form.data : null,
    analysis: analysis
      ? {
          analysis_id: analysis.id,
          input: analysis.input,
          insights: analysis.insights,
          profile: analysis.profile,
          marketplace: analysis.marketplace,
          created_at: analysis.createdAt.toISOString(),
        }
      : null,
    listing: listing
      ? {
          listing_id: listing.id,
          stage_3_optimization: stage3Of(listing),
          profile: listing.policy_profile,
          marketplace: listing.marketplace,
          engine: listing.engine,
          created_at: listing.created_at.toISOString(),
        }
      : null,
    updated_at: draft.updated_at.toISOString(),
  };
}

export async function saveDraftForm(db: Kysely<DB>, userId: string, form: DraftForm, now: Date): Promise<string> {
  const json = JSON.stringify(form);
  if (Buffer.byteLength(json) > DRAFT_LIMIT_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The draft is too large to keep on the server (the limit is ${DRAFT_LIMIT_BYTES / 1024} KB); it is still kept in this browser.`,
    );
  }
  await db
    .insertInto('optimizer_drafts')
    .values({ user_id: userId, form: json, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ form: json, updated_at: now }))
    .execute();
  return now.toISOString();
}

/** Called in the transaction that saves a paid analysis, so the flow resumes from it anywhere. */
export async function attachAnalysis(trx: Transaction<DB>, userId: string, analysisId: string, now: Date) {
  await trx
    .insertInto('optimizer_drafts')
    .values({ user_id: userId, analysis_id: analysisId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ analysis_id: analysisId, updated_at: now }))
    .execute();
}

/** "Start a new listing": the form and the analysis link go; the analysis and listings stay. */
export async function clearDraft(db: Kysely<DB>, userId: string) {
  await db.deleteFrom('optimizer_drafts').where('user_id', '=', userId).execute();
}
