import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kettleInput } from './fixtures.js';
import { programArgs } from '../support/programs.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, programArgs('optimize', ...args), {
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
    expect(Object.keys(out)).toEqual(['insights', 'output', 'audit', 'changes', 'guidance']);
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

  describe('--jsonl', () => {
    const lines = [
      JSON.stringify({ id: 'kettle-2026', ...kettleInput, profile: 'amazon-2026-07' }),
      '{not json',
      '',
      JSON.stringify({ id: 7, ...kettleInput, titleMainKeyword: '' }),
      JSON.stringify({ ...kettleInput, marketplace: 'IN' }),
    ];

    it('writes one result per input line, copies ids through, and reports bad lines without stopping', () => {
      const result = run(['--jsonl', '-'], `${lines.join('\n')}\n`);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(1); // some lines failed
      const out = result.stdout.trim().split('\n').map((l) => JSON.parse(l));
      expect(out.map((o) => [o.id, o.line, o.error])).toEqual([
        ['kettle-2026', 1, undefined],
        [null, 2, 'the line is not valid JSON'],
        [7, 4, 'titleMainKeyword: Main keyword is required'],
        [undefined, 5, undefined],
      ]);
      const single = JSON.parse(run(['-'], JSON.stringify({ ...kettleInput, profile: 'amazon-2026-07' })).stdout);
      expect(Object.keys(out[0]).filter((k) => k !== 'id' && k !== 'line')).toEqual(Object.keys(single));
      // The same input gives the same listing in batch and in single mode: one process does not leak state between lines.
      expect(out[0].output).toEqual(single.output);
      for (const title of out[0].output.optimized_titles) expect([...title].length).toBeLessThanOrEqual(75);
      expect(out[3].audit.after.findings.filter((f: { severity: string }) => f.severity === 'error')).toEqual([]);
    });

    it('exits 0 when every line succeeds, and 2 with one line when the file cannot be read', () => {
      const ok = run(['--jsonl', '-'], `${lines[0]}\n`);
      expect(ok.status).toBe(0);
      expect(ok.stdout.trim().split('\n')).toHaveLength(1);
      const missing = run(['--jsonl', 'no/such/file.jsonl']);
      expect(missing.status).toBe(2);
      expect(missing.stderr.trim()).toMatch(/^optimize: cannot read no\/such\/file\.jsonl: ENOENT/);
      expect(missing.stdout).toBe('');
      const usage = run(['--jsonl']);
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('usage:');
    });
  });
});
