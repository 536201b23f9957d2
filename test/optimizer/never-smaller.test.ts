import { describe, expect, it } from 'vitest';
import type { EngineDraft, WritingEngine } from '../../src/writer/engine.js';
import { writeOptimizedListing } from '../../src/writer/optimize-listing.js';
import { getProfile, utf8ByteLength } from '../../src/rules/index.js';
import { keywordsOf, sourceTextOf } from '../../src/contract/optimizer.js';
import { keepWhatShrank } from '../../src/writer/never-smaller.js';
import { removedBulletsIn, removedLinesIn, withoutRemovedLines } from '../../src/writer/never-worse.js';
import { kettleInput, kettleInsights } from './fixtures.js';

/*
 * Issue 25: nothing a seller gave us comes back smaller. In a bulk run the seller's 200 bytes of
 * search terms came back as 31 (`learning education science toys`) and some fields came back empty.
 * The engines here hand back such drafts; the pipeline (the optimizer's and a bulk row's) keeps the
 * seller's text and says why.
 */

// None of the title's words, so the rules' fixes leave them whole (about 150 bytes).
const SELLER_TERMS = 'water boiler teapot hot heater coffee pour over gooseneck jug liter dry protection bpa free kitchen appliance gift samovar percolator hervidor caldera';
const input = { ...kettleInput, searchTerms: SELLER_TERMS, description: 'Boils 1.7 litres of water in about 4 minutes. Stainless steel interior.' };
const engineOf = (draft: EngineDraft): WritingEngine => ({ id: 'builtin', extractInsights: async () => kettleInsights, generate: async () => draft });
const write = (draft: EngineDraft) => writeOptimizedListing(engineOf(draft), { input, insights: kettleInsights, profile: 'amazon-2025', marketplace: 'US' });

const BULLETS = [
  'FAST BOIL: Boils 1.7 litres of water in about 4 minutes with a 1500W heating element.',
  'AUTO SHUT-OFF: Auto shut-off and boil-dry protection switch the kettle off when the water boils or the kettle is empty.',
  'STAINLESS STEEL: The stainless steel interior keeps water free of plastic taste.',
  'CORDLESS: The cordless design lifts off the 360 degree swivel base for easy pouring.',
  'WIDE LID: The wide lid opening makes filling and cleaning simple.',
];
const draft = (over: Partial<EngineDraft> = {}): EngineDraft => ({
  optimized_titles: ['Brewmaster Electric Kettle 1.7L Stainless Steel, 1500W, Fast Boil, Auto Shut-Off, Cordless Tea Kettle with 360 Degree Swivel Base'],
  optimized_bullet_points: BULLETS,
  product_description: 'The Brewmaster electric kettle boils 1.7 litres of water in about 4 minutes with its 1500W heating element.',
  backend_search_terms: 'hot water boiler teapot',
  ...over,
});

describe('nothing comes back smaller than the seller gave it', () => {
  it('keeps the seller’s search terms when the rewrite’s are shorter, with the rewrite’s new words after them', async () => {
    const result = await write(draft({ backend_search_terms: 'learning education science toys' }));
    const terms = result.output.backend_search_terms;
    expect(terms.startsWith(SELLER_TERMS)).toBe(true);
    expect(utf8ByteLength(terms)).toBeGreaterThanOrEqual(utf8ByteLength(SELLER_TERMS));
    expect(result.changes).toContainEqual(expect.stringMatching(/^Search terms: your own search terms kept.*: the rewrit/));
  });

  it('keeps the seller’s search terms when the rewrite emptied them', async () => {
    const result = await write(draft({ backend_search_terms: '' }));
    expect(result.output.backend_search_terms).toBe(SELLER_TERMS);
    expect(result.changes.some((c) => c.startsWith('Search terms: your own search terms kept'))).toBe(true);
  });

  it('keeps the seller’s description when the rewrite left it empty', async () => {
    const result = await write(draft({ product_description: '' }));
    expect(result.output.product_description).toBe(input.description);
    expect(result.changes).toContainEqual(expect.stringMatching(/^Description: your own description kept: the rewrit/));
  });

  it('brings back the seller’s bullets the rewrite dropped, until the count is theirs', async () => {
    const result = await write(draft({ optimized_bullet_points: BULLETS.slice(0, 3) }));
    expect(result.output.optimized_bullet_points).toHaveLength(5);
    expect(result.output.optimized_bullet_points.slice(3)).toEqual([kettleInput.bulletPoints[3], kettleInput.bulletPoints[4]]);
    expect(result.changes).toContainEqual(expect.stringMatching(/^Bullets?\b.*your own bullets? .*kept: the rewrit/));
  });

  it('leaves longer search terms as the rewrite wrote them', async () => {
    const longer = `${SELLER_TERMS} chaleira bollitore`;
    const result = await write(draft({ backend_search_terms: longer }));
    expect(result.changes.filter((c) => c.startsWith('Search terms: your own'))).toEqual([]);
    expect(utf8ByteLength(result.output.backend_search_terms)).toBeGreaterThanOrEqual(utf8ByteLength(SELLER_TERMS));
  });
});

describe('keepWhatShrank, where the score alone would let a shrink pass', () => {
  it('keeps the seller’s 200 bytes of search terms against 31 that score the same', () => {
    const ctx = { input, keywords: keywordsOf(input), profile: getProfile('amazon-2025'), where: { marketplace: 'US' as const, source: sourceTextOf(input) } };
    const { output, changes } = keepWhatShrank({ ...draft(), backend_search_terms: 'learning education science toys' }, ctx);
    expect(output.backend_search_terms).toBe(`${SELLER_TERMS} learning education science toys`);
    expect(changes).toEqual([`Search terms: your own search terms kept, with the rewrite’s new words after them: the rewrite’s were shorter (31 bytes against your ${utf8ByteLength(SELLER_TERMS)})`]);
  });

  it('does not bring back a bullet the writer took a line out of, with a note', () => {
    const promise = 'Customer satisfaction is our top priority';
    const withPromise = { ...input, bulletPoints: [...kettleInput.bulletPoints.slice(0, 4), promise, ''] };
    const ctx = { input: withPromise, keywords: keywordsOf(withPromise), profile: getProfile('amazon-2025'), where: { marketplace: 'US' as const, source: sourceTextOf(withPromise) } };
    const four = { ...draft(), optimized_bullet_points: BULLETS.slice(0, 4) };
    // Without the writer's note the seller's fifth bullet makes up the count, as for any dropped bullet.
    expect(keepWhatShrank(four, ctx).output.optimized_bullet_points).toContain(promise);
    const removed = removedBulletsIn([`Bullet 5: removed "${promise}.": it states no product fact.`]);
    expect(keepWhatShrank(four, { ...ctx, removedBullets: removed }).output.optimized_bullet_points).toEqual(BULLETS.slice(0, 4));
  });

  it('reads a bullet left out as naming the product only (`From the brand: Amscan`) as taken out, too', () => {
    const removed = removedBulletsIn(['Bullet 5: left out "Amscan": it names the product and says nothing about it.', 'Bullet 2: header "SOUL" removed.']);
    expect([...removed]).toEqual([4]);
  });
});

describe('the seller’s own bullets kept for a higher score', () => {
  it('come back without the lines the change list says were removed', () => {
    const notes = ['Bullet 3: removed "Collect them all": it says nothing about the product.', 'Bullet 1: left out "Add to cart now": a call to buy.'];
    const removed = removedLinesIn(notes);
    expect([...removed.keys()].sort()).toEqual([0, 2]);
    expect(withoutRemovedLines(['Soft plush body. Add to cart now', 'Machine washable', 'Collect them all'], removed)).toEqual(['Soft plush body.', 'Machine washable']);
    // A bracket the removed line closed is closed again.
    expect(withoutRemovedLines(['Collect them (Each sold separately. Subject to availability.)'], removedLinesIn(['Bullet 1: removed "Subject to availability.)": an availability note.']))).toEqual(['Collect them (Each sold separately.)']);
    // A label left with nothing after it goes too.
    expect(withoutRemovedLines(['Soft plush body', 'From the brand: Amscan'], removedLinesIn(['Bullet 2: left out "Amscan": it names the product and says nothing about it.']))).toEqual(['Soft plush body']);
    // So does a dash lead (`MasterPieces -` of `MasterPieces - An American Puzzle & Game Company.`).
    expect(withoutRemovedLines(['Soft plush body', 'Pieceworks - An American Puzzle & Game Company.'], removedLinesIn(['Bullet 2: removed "An American Puzzle & Game Company.": it is about the seller or their service, not the product.']))).toEqual(['Soft plush body']);
  });
  it('never show a removed line in the optimizer’s output, whichever bullets win', async () => {
    const { optimizeListing } = await import('../../src/writer/optimize-listing.js');
    const { createEngine } = await import('../../src/writer/select.js');
    const engine = await createEngine({ provider: 'builtin', timeoutMs: 60_000 });
    const result = await optimizeListing(
      engine,
      {
        title: 'Zentro Complete Looks Fashion Pack FXK83',
        bulletPoints: ['Mix and match with other clothing in the collection to create different looks and explore your style', 'You can be anything with Zentro', 'Collect them all'],
        titleMainKeyword: 'playsets',
        titleSecondaryKeywords: '',
        bulletKeywords: 'dolls & accessories',
      },
      { profile: 'amazon-2025', marketplace: 'US' },
    );
    expect(result.changes.some((c) => c.startsWith('Bullet 3: removed "Collect them all"'))).toBe(true);
    expect(result.output.optimized_bullet_points.join('\n')).not.toMatch(/Collect them all/u);
  });
});

describe('a seller bullet the rewrite shortened', () => {
  it('counts as present, so it never comes back whole beside its own shortened text', async () => {
    const { alreadyPresent } = await import('../../src/writer/guarantee/stand-in.js');
    const whole = 'CLASSIC DESIGN: The classical mirror polish of the appearance makes your electric kettle unique and aesthetic, which can match any type of kitchen design and its swivel base is connected with a standard power cord for safe usage and convenient storage';
    const cut = 'CLASSIC DESIGN: The classical mirror polish of the appearance makes your electric kettle unique and aesthetic.';
    expect(alreadyPresent(whole, [cut])).toBe(true);
    expect(alreadyPresent(whole, ['FAST BOIL: This 1500W electric kettle boils 1.5 litres of water in 5 to 7 minutes.'])).toBe(false);
  });
});
