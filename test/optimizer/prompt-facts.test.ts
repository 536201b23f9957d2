import { describe, expect, it } from 'vitest';
import type { OptimizerInput } from '../../src/contract/optimizer.js';
import { factSheet, sellerFacts } from '../../src/writer/prompts/facts.js';
import { defaultPrompts, fillPrompts, PLACEHOLDERS, PROMPT_TEMPLATES } from '../../src/writer/prompts/templates.js';
import { getProfile, resolveLimits } from '../../src/rules/index.js';
import { kettleInput, kettleInsights } from './fixtures.js';

const doll: OptimizerInput = {
  title: 'Madame Alexander 8" ICY Collectible Doll, BPA-Free Vinyl, Pink',
  bulletPoints: [
    'Stands 8 inches tall with a 1.5-Litre keepsake box',
    'Made of vinyl and 100% cotton; no plastic accessories',
    'Eco-friendly packaging. 2-year warranty against defects.',
    'Holds 1,500 ml in the box',
    'Ages 3 and up',
  ],
  titleMainKeyword: 'collectible doll',
  titleSecondaryKeywords: 'doll, gift',
  bulletKeywords: '',
};

describe('the seller’s facts for the prompts', () => {
  it('lists brand, numbers with units, materials, colours, claims and warranty lines, as written', () => {
    expect(sellerFacts(doll)).toEqual({
      brand: 'Madame Alexander',
      numbers: ['8"', '8 inches', '1.5-Litre', '100%', '2-year', '1,500 ml'],
      materials: ['cotton', 'Vinyl'],
      colours: ['Pink'],
      claims: ['BPA-Free', 'Eco-friendly'],
      warranty: ['2-year warranty against defects.'],
    });
  });

  it('never offers a material the seller only says is absent', () => {
    expect(sellerFacts(kettleInput).materials).toEqual(['Stainless Steel']); // "free of plastic taste"
  });

  it('puts the listing first (for the model and for our scripted server), then the facts, then the insights', () => {
    const sheet = factSheet(kettleInput, kettleInsights);
    expect(sheet.indexOf("The seller's listing:")).toBe(0);
    expect(sheet.indexOf("The seller's facts")).toBeGreaterThan(sheet.indexOf('Bullet keywords:'));
    expect(sheet).toContain('- Numbers with their units: 1.7L; 1.7 litres; 4 minutes; 1500W; 360 degree');
    expect(sheet).toContain('Insights from the analysis (for emphasis and audience only; they add no facts):');
    expect(sheet).toContain('- Audience: Tea drinkers');
    expect(factSheet(kettleInput, undefined)).not.toContain('Insights');
  });
});

describe('the editable prompt templates (SPEC §4)', () => {
  it('keep every placeholder, and tell the model the facts come with the prompt', () => {
    const all = Object.values(PROMPT_TEMPLATES).join('\n');
    for (const placeholder of Object.values(PLACEHOLDERS)) expect(all).toContain(placeholder);
    expect(PROMPT_TEMPLATES.bulletPrompt).toContain("Use only the seller's facts (listed below this prompt)");
    expect(PROMPT_TEMPLATES.descriptionPrompt).toContain('no stock opener or closer');
  });

  it('are filled completely from the profile, the input and the insights', () => {
    const filled = fillPrompts(defaultPrompts(resolveLimits(getProfile('amazon-2025'))), kettleInput, kettleInsights);
    for (const prompt of Object.values(filled)) expect(prompt).not.toMatch(/\{\{\w+\}\}/);
    expect(filled.titlePrompt).toContain('Main keyword (must appear, as early as possible): electric kettle');
    expect(filled.bulletPrompt).toContain('1. Boils 1.7 litres of water');
    expect(filled.bulletPrompt).toContain('Each bullet 300 to 350 characters');
  });
});
