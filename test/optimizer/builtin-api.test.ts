import { describe, expect, it } from 'vitest';
import { audit, getProfile } from '../../src/rules/index.js';
import { keywordsOf } from '../../src/contract/optimizer.js';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput } from './fixtures.js';

describe('optimizer API with the built-in writer (the default engine)', () => {
  const t = useTestApp();

  it('analyses, fills the default prompts, generates a complete listing that passes the audit', async () => {
    const user = await signedInTestUser(t().app, t().testDb.database.db);
    const headers = { authorization: `Bearer ${user.token}` };
    const insights = await t().app.inject({ method: 'POST', url: '/api/extract-insights', payload: { userInput: kettleInput }, headers });
    expect(insights.statusCode).toBe(200);
    const prompts = (await t().app.inject({ method: 'GET', url: '/api/prompts/defaults' })).json();
    const res = await t().app.inject({ method: 'POST', url: '/api/generate', payload: { userInput: kettleInput, prompts, insights: insights.json() }, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('builtin');
    const out = body.stage_3_optimization;
    expect(out.optimized_bullet_points.length).toBeGreaterThanOrEqual(5);
    // The built-in editor never pads: a thin listing keeps its thin bullets and the seller is told.
    // The seller wrote no headers, so none are added (one header style, the seller's: issue 23).
    for (const [i, bullet] of out.optimized_bullet_points.entries()) {
      expect(bullet).not.toMatch(/^[\p{Lu}\p{N}][^:.]{0,40}: /u);
      expect(bullet).toContain(kettleInput.bulletPoints[i]!.slice(0, 20));
    }
    expect(body.guidance.map((g: { field: string }) => g.field)).toContain('bullets');
    if (out.backend_search_terms) expect(out.backend_search_terms).toMatch(/^[\p{Ll}\p{N} .-]+$/u);
    const again = audit(
      { title: out.optimized_titles[0], bullets: out.optimized_bullet_points, description: out.product_description, backend: out.backend_search_terms },
      keywordsOf(kettleInput),
      getProfile('amazon-2025'),
    );
    expect(again.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(body.audit.after.score).toBeGreaterThanOrEqual(body.audit.before.score);
  });
});
