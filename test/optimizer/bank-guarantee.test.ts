import { describe, expect, it } from 'vitest';
import { keywordsOf } from '../../src/contract/optimizer.js';
import type { EngineDraft, WritingEngine } from '../../src/writer/engine.js';
import { writeCompliantListing } from '../../src/writer/guarantee/compliant-listing.js';
import { writeOptimizedListing } from '../../src/writer/optimize-listing.js';
import { bankSheet } from '../../src/writer/prompts/bank-sheet.js';
import { getProfile, phraseSpans, resolveLimits, type BankKeyword } from '../../src/rules/index.js';
import { kettleInput, kettleInsights, kettlePrompts } from './fixtures.js';

/*
 * The keyword bank on a model's answer (issue 13): the guarantee removes excluded keywords a piece
 * at a time and completes must-haves in the search terms, and the prompts carry the bank.
 */

const profile = getProfile('amazon-2025');
const limits = resolveLimits(profile);
const BANK: BankKeyword[] = [
  { phrase: 'electric kettle', volume: 120_000, priority: 'normal' },
  { phrase: 'smeg', volume: 40_000, priority: 'excluded' },
  { phrase: 'russell hobbs', volume: 30_000, priority: 'excluded' },
  { phrase: 'tea maker', volume: 9_000, priority: 'must-have' },
  { phrase: 'water heater', volume: 5_000, priority: 'normal' },
];
const request = (bank = BANK) => ({ input: kettleInput, prompts: kettlePrompts, insights: kettleInsights, keywords: { ...keywordsOf(kettleInput), bank }, profile, limits });
const modelOf = (draft: EngineDraft): WritingEngine => ({ id: 'test:model', extractInsights: async () => kettleInsights, generate: async () => draft });

const MODEL_DRAFT: EngineDraft = {
  optimized_titles: ['Brewmaster Electric Kettle 1.7L Stainless Steel, Like Smeg, Fast Boil, Auto Shut-Off', 'Brewmaster Electric Kettle 1.7L, Tea Kettle'],
  optimized_bullet_points: [
    'FAST BOIL: Boils 1.7 litres of water in about 4 minutes with a 1500W heating element.',
    'SAFE: Auto shut-off and boil-dry protection switch the kettle off when the water boils or the kettle is empty. Quieter than a Russell Hobbs kettle.',
    'STEEL: The stainless steel interior keeps water free of plastic taste.',
    'CORDLESS: The cordless design lifts off the 360 degree swivel base for easy pouring.',
    'LID: The wide lid opening makes filling and cleaning simple.',
  ],
  product_description: 'Boils 1.7 litres of water in about 4 minutes with a 1500W heating element. A smeg-style kettle.',
  backend_search_terms: 'smeg hot water boiler cordless kettle',
};

describe('the guarantee with a keyword bank', () => {
  it('removes every excluded keyword from a model’s answer, the piece that holds it, and says why', async () => {
    const result = await writeCompliantListing(modelOf(MODEL_DRAFT), request());
    const out = result.output;
    for (const text of [...out.optimized_titles, ...out.optimized_bullet_points, out.product_description, out.backend_search_terms]) {
      expect(phraseSpans(text, 'smeg')).toEqual([]);
      expect(phraseSpans(text, 'russell hobbs')).toEqual([]);
    }
    // The facts around the removed sentence stay as the model (and the seller) wrote them.
    expect(out.optimized_bullet_points[1]).toContain('Auto shut-off and boil-dry protection');
    expect(out.product_description).toContain('1.7 litres of water in about 4 minutes with a 1500W heating element');
    expect(result.changes.some((c) => /removed 'Quieter than a Russell Hobbs kettle\.'.*excluded in your keyword bank/.test(c))).toBe(true);
    expect(result.audit.findings.filter((f) => f.rule === 'keyword.excluded-present')).toEqual([]);
  });

  it('puts a must-have the model left out into the search terms, and tells the seller', async () => {
    const result = await writeCompliantListing(modelOf(MODEL_DRAFT), request());
    expect(result.output.backend_search_terms.split(' ')).toEqual(expect.arrayContaining(['tea', 'maker']));
    expect(result.changes).toContain('Search terms: added your must-have keyword "tea maker"');
    expect(result.audit.findings.filter((f) => f.rule === 'keyword.must-have-missing')).toEqual([]);
  });

  it('places a must-have whose words are only spread across the fields, and the coverage says where (issue 25)', async () => {
    // "steel kettle": "Steel" and "Kettle" are both in the title, never side by side.
    const bank: BankKeyword[] = [...BANK, { phrase: 'steel kettle', volume: 800, priority: 'must-have' }];
    const written = await writeOptimizedListing(modelOf(MODEL_DRAFT), { input: kettleInput, insights: kettleInsights, bank });
    expect(written.output.backend_search_terms.split(' ')).toEqual(expect.arrayContaining(['steel', 'kettle']));
    expect(written.audit.after.findings.filter((f) => f.rule === 'keyword.must-have-missing')).toEqual([]);
    const row = written.bankCoverage!.after.keywords.find((k) => k.phrase === 'steel kettle')!;
    expect(['exact', 'variant']).toContain(row.placements.backend);
    // A normal keyword whose words are only spread across fields is not called placed.
    const spread = await writeOptimizedListing(modelOf(MODEL_DRAFT), { input: kettleInput, insights: kettleInsights, bank: [...BANK, { phrase: 'lid base', volume: 700, priority: 'normal' }] });
    const lidBase = spread.bankCoverage!.after.keywords.find((k) => k.phrase === 'lid base')!;
    expect(Object.values(lidBase.placements).filter((p) => p === 'exact' || p === 'variant')).toEqual([]);
    expect(lidBase.note).toBe('Not placed: its words are in the listing, but not together in one field.');
  });

  it('changes nothing about excluded or must-have keywords without a bank', async () => {
    const result = await writeCompliantListing(modelOf(MODEL_DRAFT), { ...request(), keywords: keywordsOf(kettleInput) });
    // The comparison with another brand states no fact of the seller's, so it goes for that reason; the title's "Like Smeg" stays.
    expect(result.output.optimized_titles[0]).toContain('Like Smeg');
    expect(result.changes.filter((c) => /keyword bank|must-have/.test(c))).toEqual([]);
  });
});

describe('writeOptimizedListing with a bank', () => {
  it('fills bankCoverage before and after, and the audit scores keywords by volume', async () => {
    const written = await writeOptimizedListing(modelOf(MODEL_DRAFT), { input: kettleInput, insights: kettleInsights, bank: BANK });
    const { before, after } = written.bankCoverage!;
    expect(before.keywords.map((k) => k.phrase)).toEqual(['electric kettle', 'smeg', 'russell hobbs', 'tea maker', 'water heater', 'tea kettle', 'hot water boiler', 'stainless steel kettle', 'cordless kettle']);
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.keywords.find((k) => k.phrase === 'smeg')!.note).toBe('Excluded: kept out of the listing.');
    expect(after.keywords.find((k) => k.phrase === 'tea maker')!.note).toMatch(/^In the search terms/);
    expect(written.audit.after.coverage.bank).toBeDefined();
    expect(written.audit.before.coverage.bank).toBeDefined();
  });

  it('leaves bankCoverage out without a bank', async () => {
    const written = await writeOptimizedListing(modelOf(MODEL_DRAFT), { input: kettleInput, insights: kettleInsights });
    expect(written.bankCoverage).toBeUndefined();
  });
});

describe('the bank in the prompts', () => {
  it('lists the top keywords by volume with must-haves marked, and the excluded ones as never use', () => {
    const sheet = bankSheet(BANK);
    expect(sheet.indexOf('electric kettle (120,000')).toBeLessThan(sheet.indexOf('tea maker (9,000'));
    expect(sheet).toContain('- tea maker (9,000 searches a month, MUST-HAVE)');
    expect(sheet).toMatch(/Never use these words or phrases anywhere[^\n]*\nsmeg; russell hobbs$/u);
    expect(bankSheet(undefined)).toBe('');
  });

  it('keeps a big bank to the top 60 by volume, must-haves always among them', () => {
    const big: BankKeyword[] = Array.from({ length: 500 }, (_, i) => ({ phrase: `term ${i}`, volume: 1000 + i, priority: 'normal' }));
    big.push({ phrase: 'rare must', volume: 1, priority: 'must-have' });
    const sheet = bankSheet(big);
    expect(sheet.split('\n').filter((l) => l.startsWith('- term ') || l.startsWith('- rare '))).toHaveLength(60);
    expect(sheet).toContain('rare must');
    expect(sheet).toContain('(the top 60 of 501)');
  });
});
