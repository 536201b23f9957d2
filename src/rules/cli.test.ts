/* eslint-disable no-restricted-imports -- this test drives src/cli/audit.ts as a process; it is never part of the browser bundle */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLEAN_BULLETS, CLEAN_TITLE, KEYWORDS } from './testing/listings.js';
import { programArgs } from '../../test/support/programs.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'listcraft-audit-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], stdin?: string) {
  const result = spawnSync(process.execPath, programArgs('audit', ...args), {
    cwd: repoRoot,
    input: stdin,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, content: string): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

const GOOD = {
  title: `${CLEAN_TITLE}!!`,
  bullets: [...CLEAN_BULLETS.slice(0, 4), '✅ Call 555-123-4567'],
  backend: 'Pilates, sport',
  keywords: KEYWORDS,
};

describe('audit CLI', () => {
  it('prints score, breakdown, findings and coverage', () => {
    const { code, stdout, stderr } = run([file('good.json', JSON.stringify(GOOD))]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(output)).toEqual(['score', 'breakdown', 'findings', 'coverage']);
    expect(output.findings).toEqual(expect.arrayContaining([expect.objectContaining({ rule: 'title.forbidden-char', severity: 'error' })]));
  });

  it('also prints the fixed listing and its audit with --fix', () => {
    const { code, stdout } = run([file('fix.json', JSON.stringify({ ...GOOD, profile: 'amazon-2026-07', marketplace: 'IN' })), '--fix']);
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as { fixed: { title: string; bullets: string[]; backend: string }; fixedAudit: { findings: { rule: string; severity: string }[] } };
    expect([...output.fixed.title].length).toBeLessThanOrEqual(75);
    // The contact line goes as a whole: no stray "Call" is left behind.
    expect(output.fixed.bullets).toHaveLength(4);
    expect(output.fixed.bullets.join(' ')).not.toMatch(/call/i);
    // The 75-character title lost "Pilates", so the search terms keep it.
    expect(output.fixed.backend).toBe('pilates sport');
    expect(output.fixedAudit.findings.filter((f) => f.severity === 'error' && f.rule !== 'keyword.missing')).toEqual([]);
  });

  it('reads the seller\'s text as the yardstick for sentences without a fact', () => {
    const filler = 'It is worth a moment of your time when you weigh up your options.';
    const listing = { title: 'Steel Water Bottle', bullets: ['Keeps drinks cold for a whole day.', filler] };
    const noFact = (input: object) => (JSON.parse(run(['-'], JSON.stringify(input)).stdout) as { findings: { rule: string }[] }).findings.filter((f) => f.rule === 'text.no-fact');
    expect(noFact(listing)).toHaveLength(2);
    expect(noFact({ ...listing, source: 'Steel bottle. Keeps drinks cold all day.' })).toHaveLength(1);
  });

  it('reads stdin for -', () => {
    const { code, stdout } = run(['-'], JSON.stringify({ title: 'Yoga Mat', bullets: [] }));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toHaveProperty('score');
  });

  it.each([
    ['not JSON', '{title:', /^audit: input is not valid JSON\n$/],
    ['a missing title', JSON.stringify({ bullets: [] }), /^audit: invalid input: title: .*expected string.*\n$/],
    ['wrong types', JSON.stringify({ title: 3, bullets: 'a' }), /^audit: invalid input: title: .*; bullets: .*\n$/],
    ['an unknown profile', JSON.stringify({ title: 'x', bullets: [], profile: 'amazon-1999' }), /^audit: invalid input: profile: unknown profile .*\n$/],
    ['an unknown marketplace', JSON.stringify({ title: 'x', bullets: [], marketplace: 'XX' }), /^audit: invalid input: marketplace: .*\n$/],
  ])('exits 2 with a one-line message on %s', (_case, content, message) => {
    const { code, stdout, stderr } = run([file('bad.json', content)]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exits 2 on a missing file or missing argument', () => {
    expect(run([path.join(dir, 'nope.json')])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^audit: cannot read .*ENOENT\n$/) });
    expect(run([])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^audit: usage: /) });
  });
});
