import { describe, expect, it } from 'vitest';
import { RULES } from './registry.js';

const REQUIRED = [
  'title.length', 'title.forbidden-char', 'title.word-repeat', 'title.all-caps', 'title.promo-phrase',
  'bullet.count', 'bullet.length', 'bullet.forbidden-symbol', 'bullet.emoji',
  'description.length', 'description.html',
  'backend.bytes', 'backend.punctuation', 'backend.uppercase', 'backend.duplicate-word', 'backend.repeats-title', 'backend.stopword', 'backend.subjective-or-temporary',
  'text.contact-info', 'text.contact-request', 'text.promo-claim', 'text.pesticide-claim', 'text.health-claim', 'text.guarantee', 'text.placeholder',
  'keyword.missing', 'keyword.coverage', 'text.no-fact', 'text.repeated-sentence', 'text.unsupported-claim', 'text.invisible-char', 'highlights.length', 'bullet.asin',
];

describe('rule registry', () => {
  it('has every required rule id exactly once', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of REQUIRED) expect(ids).toContain(id);
  });

  it('documents when each severity applies', () => {
    for (const rule of RULES) expect(rule.severities).toMatch(new RegExp(`^${rule.severity}:`));
  });

  it('registers every rule id the engine can report', () => {
    // Vite's raw imports read the sources without Node APIs (this folder also runs in browsers).
    const sources = Object.values(
      import.meta.glob<string>(['./*.ts', '../phrases.ts', '../*-phrases.ts', '../claims.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true }),
    );
    expect(sources.length).toBeGreaterThan(8);
    const reported = new Set(sources.flatMap((s) => [...s.matchAll(/rule: '([a-z]+\.[a-z-]+)'/g)].map((m) => m[1])));
    expect(reported.size).toBeGreaterThan(30);
    const known = new Set(RULES.map((r) => r.id));
    for (const id of reported) expect(known, `${id} is not registered`).toContain(id);
  });
});
