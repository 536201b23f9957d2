import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/server/credits/admin-commands.js';
import {
  ANALYSIS_FAILED,
  CHANGED_SINCE_ANALYSIS,
  NOT_ANALYSED,
  UNKNOWN_ANALYSIS,
} from '../../src/server/optimizer/analyses.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput, kettleInsights, kettlePrompts } from './fixtures.js';

/** Issue 11: a generation belongs to a paid analysis of the same seller and the same product text. */
describe('generations build on a stored, paid analysis (built-in writer)', () => {
  const t = useTestApp();
  const db = () => t().testDb.database.db;

  async function seller(role: 'user' | 'owner' = 'user') {
    const user = await signedInTestUser(t().app, db(), role);
    const call = (url: string, payload: unknown) =>
      t().app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${user.token}` } });
    const usage = async () => (await user.client.get('/api/usage')).json() as { used: number; remaining: number };
    const ledger = () =>
      db()
        .selectFrom('usage_ledger')
        .select(['kind', 'half_credits', 'status', 'reason', 'analysis_id', 'listing_id', 'refund_of'])
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
    return { ...user, call, usage, ledger };
  }

  it('stores the analysis and returns its analysis_id with SPEC’s insight fields', async () => {
    const s = await seller();
    const res = await s.call('/api/extract-insights', { userInput: kettleInput, profile: 'amazon-2026-07', marketplace: 'UK' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.analysis_id).toMatch(/^[0-9a-f-]{36}$/);
    for (const field of Object.keys(kettleInsights).filter((f) => f !== 'persona_is_estimate')) expect(body).toHaveProperty(field);
    const row = await db().selectFrom('analyses').selectAll().where('id', '=', body.analysis_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: s.id, status: 'ready', policy_profile: 'amazon-2026-07', marketplace: 'UK', engine: 'builtin', input: kettleInput });
    const { analysis_id: _id, ...insights } = body;
    expect(row.insights).toEqual(insights);
    expect(row.created_at).toBeInstanceOf(Date);
    expect(await s.ledger()).toEqual([
      { kind: 'charge', half_credits: 1, status: 'settled', reason: 'analyze', analysis_id: body.analysis_id, listing_id: null, refund_of: null },
    ]);
  });

  it('generates from the analysis_id alone, links the listing and settles the charge with it', async () => {
    const s = await seller();
    const analysis = (await s.call('/api/extract-insights', { userInput: kettleInput })).json();
    const res = await s.call('/api/generate', { analysis_id: analysis.analysis_id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ analysis_id: analysis.analysis_id, profile: 'amazon-2025', marketplace: 'US' });
    const listing = await db().selectFrom('listings').selectAll().where('id', '=', body.listing_id).executeTakeFirstOrThrow();
    expect(listing).toMatchObject({ analysis_id: analysis.analysis_id, original_title: kettleInput.title });
    // Without prompts, the default ones are filled from the analysis: no placeholder is left.
    expect(JSON.stringify(listing.prompts)).not.toMatch(/\{\{\w+\}\}/);
    expect(await s.ledger()).toMatchObject([
      { kind: 'charge', reason: 'analyze', status: 'settled', analysis_id: analysis.analysis_id, listing_id: null },
      { kind: 'charge', reason: 'generate', status: 'settled', analysis_id: analysis.analysis_id, listing_id: body.listing_id },
    ]);
    expect(await s.usage()).toMatchObject({ used: 1, remaining: 0 });
  });

  it('uses the stored insights, not insights copied into the request', async () => {
    const s = await seller();
    const analysis = (await s.call('/api/extract-insights', { userInput: kettleInput })).json();
    const forged = { ...kettleInsights, product_name: 'Something Else Entirely' };
    const res = await s.call('/api/generate', { analysis_id: analysis.analysis_id, userInput: kettleInput, prompts: kettlePrompts, insights: forged });
    expect(res.statusCode).toBe(200);
    const listing = await db().selectFrom('listings').select('insights').where('id', '=', res.json().listing_id).executeTakeFirstOrThrow();
    expect((listing.insights as { product_name: string }).product_name).toBe(analysis.product_name);
  });

  it('skipping analysis no longer gives 2 listings per credit: the SPEC body alone is a clear 400', async () => {
    const s = await seller();
    const res = await s.call('/api/generate', { userInput: kettleInput, prompts: kettlePrompts, insights: kettleInsights });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: NOT_ANALYSED });
    const empty = await s.call('/api/generate', { prompts: kettlePrompts });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields.userInput).toMatch(/analysis_id/);
    expect(await s.ledger()).toEqual([]);
    expect(await s.usage()).toMatchObject({ used: 0, remaining: 1 });
  });

  it('finds the seller’s own paid analysis of the same text when the SPEC body has no analysis_id', async () => {
    const s = await seller();
    await s.call('/api/extract-insights', { userInput: kettleInput });
    // Case, spacing and punctuation do not make it another product, and keywords may change (SPEC §4).
    const retyped = {
      ...kettleInput,
      title: `  ${kettleInput.title.toUpperCase()}!! `,
      bulletPoints: kettleInput.bulletPoints.map((b) => b.replace(/ /g, '  ')),
      bulletKeywords: 'cordless kettle, gift',
    };
    const res = await s.call('/api/generate', { userInput: retyped, prompts: kettlePrompts, insights: kettleInsights });
    expect(res.statusCode).toBe(200);
    const listing = await db().selectFrom('listings').select(['bullet_keywords']).where('id', '=', res.json().listing_id).executeTakeFirstOrThrow();
    expect(listing.bullet_keywords).toBe('cordless kettle, gift');
  });

  it('refuses another product’s text and another seller’s analysis, and charges nothing', async () => {
    const s = await seller();
    const other = await seller();
    const analysis = (await s.call('/api/extract-insights', { userInput: kettleInput })).json();
    const changed = { ...kettleInput, bulletPoints: [...kettleInput.bulletPoints.slice(0, 4), 'Comes with a glass teapot and four cups', ''] };
    const mismatch = await s.call('/api/generate', { analysis_id: analysis.analysis_id, userInput: changed, prompts: kettlePrompts });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: CHANGED_SINCE_ANALYSIS, details: { analysis_id: analysis.analysis_id } });
    const lookup = await s.call('/api/generate', { userInput: changed, prompts: kettlePrompts, insights: kettleInsights });
    expect(lookup.json().message).toBe(NOT_ANALYSED);

    const stolen = await other.call('/api/generate', { analysis_id: analysis.analysis_id });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(UNKNOWN_ANALYSIS);
    const stolenByText = await other.call('/api/generate', { userInput: kettleInput, prompts: kettlePrompts, insights: kettleInsights });
    expect(stolenByText.json().message).toBe(NOT_ANALYSED);
    const notAnId = await s.call('/api/generate', { analysis_id: 'abc' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().details.fields.analysis_id).toMatch(/extract-insights/);

    expect(await s.usage()).toMatchObject({ used: 0.5 });
    expect(await other.ledger()).toEqual([]);
  });

  it('Generate again from the same analysis stays possible and costs 0.5 each time', async () => {
    const s = await seller();
    await runAdminCommand(db(), { command: 'grant', email: s.email, credits: 1 }, t().clock.now());
    const analysis = (await s.call('/api/extract-insights', { userInput: kettleInput })).json();
    const first = await s.call('/api/generate', { analysis_id: analysis.analysis_id });
    const again = await s.call('/api/generate', { analysis_id: analysis.analysis_id });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json().listing_id).not.toBe(again.json().listing_id);
    expect(await s.usage()).toMatchObject({ used: 1.5, remaining: 0.5 });
    const third = await s.call('/api/generate', { analysis_id: analysis.analysis_id });
    expect(third.statusCode).toBe(200);
    const refused = await s.call('/api/generate', { analysis_id: analysis.analysis_id });
    expect(refused.statusCode).toBe(402);
    expect((await s.ledger()).filter((r) => r.reason === 'generate')).toHaveLength(3);
  });

  it('owners and admins analyse and generate without charges; their analyses are stored too', async () => {
    const s = await seller('owner');
    const analysis = (await s.call('/api/extract-insights', { userInput: kettleInput })).json();
    const res = await s.call('/api/generate', { analysis_id: analysis.analysis_id });
    expect(res.statusCode).toBe(200);
    expect(await s.ledger()).toEqual([]);
    const row = await db().selectFrom('analyses').select('status').where('id', '=', analysis.analysis_id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ready');
  });

  it('a failed analysis is marked failed; generating from it says so', async () => {
    const s = await seller();
    const analysis = (await s.call('/api/extract-insights', { userInput: kettleInput })).json();
    await db().updateTable('analyses').set({ status: 'failed', insights: null }).where('id', '=', analysis.analysis_id).execute();
    const res = await s.call('/api/generate', { analysis_id: analysis.analysis_id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ANALYSIS_FAILED);
  });
});
