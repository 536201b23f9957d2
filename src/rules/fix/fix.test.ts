import { describe, expect, it } from 'vitest';
import { audit } from '../audit.js';
import { codePointLength, utf8ByteLength } from '../counting.js';
import { getProfile } from '../profiles.js';
import { ruleDefinition } from '../checks/registry.js';
import { cleanListing, KEYWORDS, sized } from '../testing/listings.js';
import type { Listing } from '../types.js';
import { fix } from './fix.js';

const profile = getProfile('amazon-2025');
const next = getProfile('amazon-2026-07');

describe('fix', () => {
  it('leaves a clean listing as it is', () => {
    expect(fix(cleanListing(), KEYWORDS, profile)).toEqual(cleanListing());
  });

  it('removes forbidden and decorative characters and emoji from the title, keeping the brand', () => {
    const fixed = fix(cleanListing({ title: 'Yahoo! Yoga Mat!! ***Thick*** 😀 Style #4301, <10 lb ~ Blue', brand: 'Yahoo!' }), undefined, profile);
    expect(fixed.title).toBe('Yahoo! Yoga Mat Thick Style #4301, <10 lb Blue');
  });

  it('drops the third and later uses of a word in the title', () => {
    expect(fix(cleanListing({ title: 'Yoga Mat, Yoga Block, Yoga Strap, Yoga Towel' }), undefined, profile).title).toBe('Yoga Mat, Yoga Block, Strap, Towel');
  });

  it('trims the title to the limit at a word boundary', () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' and ');
    const fixed = fix(cleanListing({ title }), undefined, profile);
    expect(codePointLength(fixed.title)).toBeLessThanOrEqual(200);
    expect(codePointLength(fixed.title)).toBeGreaterThan(190);
    expect(title.startsWith(fixed.title)).toBe(true);
    expect(fixed.title).toMatch(/word\d+$/);
    expect(fix(cleanListing({ title: sized('Yoga Mat', 100) }), undefined, next).title.length).toBeLessThanOrEqual(75);
  });

  it('cleans bullets: symbols, emoji, ASINs, contact details, placeholders, duplicates, count', () => {
    const bullets = [
      '✅ Grip™ tested at 350°F… ±2 mm. Call 555-123-4567.',
      'N/A',
      'Works with B07KMVJJK7 blocks',
      'Works with B07KMVJJK7 blocks',
      ...Array.from({ length: 10 }, (_, i) => `Feature number ${i}`),
    ];
    const fixed = fix(cleanListing({ bullets }), undefined, profile);
    // The contact sentence goes whole, not just its number ("Call." would be left).
    expect(fixed.bullets[0]).toBe('Grip tested at 350 F... +/-2 mm.');
    expect(fixed.bullets[1]).toBe('Works with blocks');
    expect(fixed.bullets).toHaveLength(10);
  });

  it('trims long bullets, preferring a sentence end', () => {
    const first = 'The foam layer protects knees, hips and wrists on hard floors and keeps its shape after months of daily practice.';
    const second = 'It rolls flat again within minutes and stays put on tile, wood or carpet during long holds.';
    const bullet = `${first} ${second} Beginners get a forgiving surface while experienced students feel stable support.`;
    const fixed = fix(cleanListing({ bullets: [bullet] }), undefined, next);
    expect(fixed.bullets[0]).toBe(`${first} ${second}`);
  });

  it('strips HTML from the description but keeps line breaks', () => {
    const fixed = fix(cleanListing({ description: '<p>Soft <b>foam</b></p><br>Tom &amp; Jerry   mat' }), undefined, profile);
    expect(fixed.description).toBe('Soft foam <br>Tom & Jerry mat');
  });

  it('packs search terms: lowercase, no title words, keywords first, within bytes', () => {
    const backend = `${'filler '.repeat(10)}Pilates, CORK block, the best towel, cork, exercise`;
    const fixed = fix(cleanListing({ backend }), { main: 'cork block', secondary: [], bullet: [] }, profile);
    expect(fixed.backend).toBe('cork block filler towel');
    const long = Array.from({ length: 80 }, (_, i) => `term${i}`).join(' ');
    expect(utf8ByteLength(fix(cleanListing({ backend: long }), undefined, profile, { marketplace: 'IN' }).backend ?? '')).toBeLessThanOrEqual(199);
  });

  it('trims item highlights, or drops them when the title must stay long', () => {
    const short = 'Gaiam Yoga Mat, 6mm Thick';
    expect(codePointLength(fix({ title: short, bullets: [], highlights: sized('Strap', 140) }, undefined, next).highlights ?? '')).toBeLessThanOrEqual(125);
    const media = fix({ title: sized('The Great Novel', 150), bullets: [], highlights: 'Signed' }, undefined, next, { media: true });
    expect(media.highlights).toBeUndefined();
    expect(media.title.length).toBe(150);
  });

  it('is idempotent and leaves no fixable errors on a messy listing', () => {
    const messy: Listing = {
      title: `YOGA MAT!!! Mat mat MAT 😀 ${'x'.repeat(30)} ${sized('Thick', 200)}`,
      bullets: ['✅ N/A', '', `${sized('Grip™', 600)}`, 'Visit www.brand.com'],
      description: `<div>${sized('Foam', 2500)}</div>`,
      backend: `${'Ä '.repeat(200)} B07KMVJJK7, the best`,
      highlights: sized('Strap', 200),
    };
    for (const p of [profile, next]) {
      const once = fix(messy, KEYWORDS, p);
      expect(fix(once, KEYWORDS, p)).toEqual(once);
      const errors = audit(once, KEYWORDS, p).findings.filter((f) => f.severity === 'error' && ruleDefinition(f.rule)?.autoFix);
      expect(errors).toEqual([]);
    }
  });
});
