import { describe, expect, it } from 'vitest';
import { draftAnswerSchema, draftClearedSchema, draftFormSchema, draftSavedSchema, DRAFT_LIMIT_BYTES } from '../../src/contract/draft-form.js';
import { TITLE_SEPARATOR } from '../../src/contract/listings.js';
import { contractFixture, expectContract } from '../support/contract-fixtures.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput, kettlePrompts } from './fixtures.js';

const form = (overrides: Record<string, unknown> = {}) => ({
  input: { ...kettleInput, title: 'Half typed' },
  profileId: 'amazon-2025',
  marketplace: 'US',
  prompts: null,
  promptsAnalysisId: null,
  savedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

/** The optimizer draft lives on the server, so a reload, a new sign-in or another device resumes the flow. */
describe('the optimizer draft API', () => {
  const t = useTestApp({}, { limits: { draftSavesPerUser: { max: 5, windowMs: 60_000 } } });

  async function seller() {
    const user = await signedInTestUser(t().app, t().testDb.database.db);
    const headers = { authorization: `Bearer ${user.token}` };
    const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      t().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    const draft = async () => {
      const answer = (await inject('GET', '/api/optimizer/draft')).json();
      expectContract(draftAnswerSchema, answer);
      return answer;
    };
    return { ...user, inject, draft };
  }

  it('starts empty, keeps the form as saved, and is private to its seller', async () => {
    const s = await seller();
    expect(await s.draft()).toEqual({ form: null, analysis: null, listing: null, updated_at: null });
    const saved = await s.inject('PUT', '/api/optimizer/draft', { form: contractFixture(draftFormSchema, form()) });
    expect(saved.statusCode).toBe(200);
    expect(expectContract(draftSavedSchema, saved.json()).updated_at).toMatch(/^\d{4}-/);
    expect(await s.draft()).toMatchObject({ form: form(), analysis: null, listing: null });
    const other = await seller();
    expect((await other.draft()).form).toBeNull();
    expect((await t().app.inject({ method: 'GET', url: '/api/optimizer/draft' })).statusCode).toBe(401);
  });

  it('resumes at the paid analysis and its latest listing, until the seller starts a new listing', async () => {
    const s = await seller();
    await s.inject('PUT', '/api/optimizer/draft', { form: form() });
    const analysis = (await s.inject('POST', '/api/extract-insights', { userInput: kettleInput })).json();
    let draft = await s.draft();
    expect(draft.analysis).toMatchObject({ analysis_id: analysis.analysis_id, input: kettleInput, profile: 'amazon-2025', marketplace: 'US' });
    expect(draft.analysis.insights.product_name).toBe(analysis.product_name);
    expect(draft.form.input.title).toBe('Half typed'); // the analysis does not overwrite the seller's typing
    expect(draft.listing).toBeNull();

    const generated = (await s.inject('POST', '/api/generate', { analysis_id: analysis.analysis_id, userInput: kettleInput, prompts: kettlePrompts })).json();
    // The seller's edit on the dashboard is what comes back.
    const edited = { ...generated.stage_3_optimization, optimized_titles: ['Edited title', ...generated.stage_3_optimization.optimized_titles.slice(1)] };
    await s.inject('PUT', `/api/listings/${generated.listing_id}`, {
      generated_title: edited.optimized_titles.join(TITLE_SEPARATOR),
      generated_bullets: edited.optimized_bullet_points,
      generated_description: edited.product_description,
      generated_keywords: edited.backend_search_terms.split(' '),
    });
    draft = await s.draft();
    expect(draft.listing).toMatchObject({ listing_id: generated.listing_id, stage_3_optimization: edited, engine: 'builtin' });

    const cleared = await s.inject('DELETE', '/api/optimizer/draft');
    expect(expectContract(draftClearedSchema, cleared.json())).toEqual({ cleared: true });
    expect(await s.draft()).toEqual({ form: null, analysis: null, listing: null, updated_at: null });
    // The analysis itself is kept: generating from it stays possible.
    expect((await s.inject('POST', '/api/generate', { analysis_id: analysis.analysis_id })).statusCode).toBe(402);
  });

  it('refuses bad forms with a clear message, and oversized ones with 413', async () => {
    const s = await seller();
    const bad = await s.inject('PUT', '/api/optimizer/draft', { form: form({ profileId: 'amazon-1999' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields['form.profileId']).toMatch(/Unknown policy profile/);
    const tooManyBullets = await s.inject('PUT', '/api/optimizer/draft', { form: form({ input: { ...kettleInput, bulletPoints: Array(7).fill('x') } }) });
    expect(tooManyBullets.statusCode).toBe(400);
    // Within every field limit, yet over the draft limit: multi-byte text in long prompts.
    const prompt = '€'.repeat(12_000);
    const huge = form({ prompts: { titlePrompt: prompt, bulletPrompt: prompt, keywordPrompt: prompt, descriptionPrompt: prompt } });
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(DRAFT_LIMIT_BYTES);
    const tooLarge = await s.inject('PUT', '/api/optimizer/draft', { form: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('128 KB') });
    expect((await s.draft()).form).toBeNull();
  });

  it('limits how often one seller saves', async () => {
    const s = await seller();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await s.inject('PUT', '/api/optimizer/draft', { form: form({ savedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }) })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const other = await seller();
    expect((await other.inject('PUT', '/api/optimizer/draft', { form: form() })).statusCode).toBe(200);
  });
});
