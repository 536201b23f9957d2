import { describe, expect, it } from 'vitest';
import type { OptimizerInput } from '../../contract/optimizer.js';
import { writeForUS } from './testing/write.js';

/*
 * Where the built-in writer's search terms come from when the listing is thin (issue 23): the
 * product's other names and number as the dictionary has them, and who the seller says it is for,
 * on a small listing written for the test.
 */

const write = (input: OptimizerInput) => writeForUS(input);

const board: OptimizerInput = {
  title: 'Bamboo Cutting Board',
  bulletPoints: ['Made of bamboo', 'Size 12 x 8 inches', 'Juice groove', 'Easy to clean', 'Gift for mom'],
  titleMainKeyword: 'cutting board',
  titleSecondaryKeywords: '',
  bulletKeywords: '',
};

describe('search terms of a thin listing', () => {
  it('read a two-word product name the dictionary has whole: its plural and its other name (`chopping board`)', () => {
    const terms = write(board).backend_search_terms.split(' ');
    expect(terms).toEqual(expect.arrayContaining(['boards', 'chopping']));
  });

  it('take who it is for from a line the bullets leave out as no product fact (`Gift for mom`), never a word the title or bullets show', () => {
    const out = write(board);
    expect(out.optimized_bullet_points.join(' ')).not.toMatch(/\bmom\b/iu);
    const terms = out.backend_search_terms.split(' ');
    expect(terms).toContain('moms');
    const shown = new Set([...out.optimized_titles, ...out.optimized_bullet_points].join(' ').toLowerCase().match(/\p{L}+/gu));
    for (const term of terms) expect(shown.has(term)).toBe(false);
  });
});
