import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kettleInput } from './fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/optimize.ts', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    env: { ...process.env, AI_PROVIDER: 'builtin', LOG_LEVEL: 'silent' },
    timeout: 60_000,
  });

describe('npm run optimize', () => {
  it('prints insights, a compliant output and the audit, from standard input', () => {
    const result = run(['-'], JSON.stringify({ ...kettleInput, profile: 'amazon-2026-07' }));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['insights', 'output', 'audit']));
    expect(out.insights.persona_is_estimate).toBe(true);
    expect(out.output.optimized_titles.length).toBeGreaterThanOrEqual(2);
    for (const title of out.output.optimized_titles) expect([...title].length).toBeLessThanOrEqual(75);
    expect(out.audit.after.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
  });

  it('refuses bad input with one clear line and exit code 2', () => {
    const notJson = run(['-'], '{nope');
    expect(notJson.status).toBe(2);
    expect(notJson.stderr.trim()).toBe('optimize: the input is not valid JSON');
    const missing = run(['-'], JSON.stringify({ ...kettleInput, titleMainKeyword: '' }));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('titleMainKeyword: Main keyword is required');
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  });
});
