import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { signedInTestUser } from '../support/users.js';
import { kettleInput } from './fixtures.js';
import { programArgs } from '../support/programs.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run optimize` and the API run one use case (src/writer/optimize-listing.ts), so they write the same listing. */
describe('the CLI and the API optimize a listing the same way', () => {
  const t = useTestApp();

  it('give the same insights, listing, audit, changes and guidance for the same input with the built-in writer', async () => {
    // The bundle `npm run optimize` runs (global setup builds it), not `--import tsx` on the source,
    // which compiled the writer in the child on every run and timed out on a loaded CI machine.
    const cli = spawnSync(process.execPath, programArgs('optimize', '-'), {
      cwd: ROOT,
      input: JSON.stringify({ ...kettleInput, profile: 'amazon-2026-07', marketplace: 'US' }),
      encoding: 'utf8',
      env: { ...process.env, AI_PROVIDER: 'builtin', LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    const fromCli = JSON.parse(cli.stdout);

    const user = await signedInTestUser(t().app, t().testDb.database.db);
    const headers = { authorization: `Bearer ${user.token}` };
    const analysed = await t().app.inject({
      method: 'POST',
      url: '/api/extract-insights',
      payload: { userInput: kettleInput, profile: 'amazon-2026-07', marketplace: 'US' },
      headers,
    });
    expect(analysed.statusCode).toBe(200);
    const { analysis_id, ...insights } = analysed.json();
    const generated = await t().app.inject({ method: 'POST', url: '/api/generate', payload: { analysis_id }, headers });
    expect(generated.statusCode).toBe(200);
    const fromApi = generated.json();

    expect(fromApi.engine).toBe('builtin');
    expect(insights).toEqual(fromCli.insights);
    expect(fromApi.stage_3_optimization).toEqual(fromCli.output);
    expect(fromApi.audit).toEqual(fromCli.audit);
    expect(fromApi.changes).toEqual(fromCli.changes);
    expect(fromApi.guidance).toEqual(fromCli.guidance);
  });
});
