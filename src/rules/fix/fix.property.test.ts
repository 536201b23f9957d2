import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit } from '../audit.js';
import { codePointLength, utf8ByteLength } from '../counting.js';
import { resolveLimits, type ListingContext } from '../limits.js';
import type { Marketplace } from '../marketplaces.js';
import { getProfile } from '../profiles.js';
import { ruleDefinition } from '../checks/registry.js';
import { packBackendTerms } from './backend.js';
import type { Keywords, Listing } from '../types.js';
import { fix } from './fix.js';

const RUNS = { numRuns: 1000 };
const TIMEOUT = 120_000;

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('yoga', 'Mat', 'MAT', 'mats', 'thick', 'Non', 'Slip', 'for', 'and', 'with', 'the', 'a', 'A', 'of', 'best', 'new', 'Strap', 'Gaiam', '6mm', '12-month', 'warranty', 'Style', '4301', '10', 'lb') },
  { weight: 3, arbitrary: fc.constantFrom('!', '$', '?', '_', '{', '}', '^', '¬', '¦', '~', '#', '<', '>', '*', '™', '®', '©', '€', '…', '°', '±', '¢', '£', '¥', '†', '‡', 'â', 'Æ', ',', '.', '-', '&', '(', ')', '[', ':', "'", '/', '%', '"') },
  { weight: 2, arbitrary: fc.constantFrom('😀', '👍🏽', '👨‍👩‍👧', '🇺🇸', '1️⃣', '✅', '❤️', '★') },
  { weight: 2, arbitrary: fc.constantFrom('\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\uFEFF', '\u00AD', '\u202E', '\u0007', '\u0085', '\n', '\t', '\r\n') },
  { weight: 2, arbitrary: fc.constantFrom('日本語', 'ヨガマット', 'שלום', 'مرحبا', 'Grüße', 'Cafe\u0301', 'İstanbul', 'ΟΔΟΣ', 'ß', 'क्\u200Dष') },
  { weight: 2, arbitrary: fc.constantFrom('555-123-4567', '+1 (555) 123-4567', 'help@brand.com', 'www.brand.com', 'N/A', 'TBD', '[insert brand]', '<p>', '</b>', '<br>', '&amp;', '&lt;b&gt;', 'B07KMVJJK7', 'Free Shipping', 'money back', 'antibacterial') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }).map((n) => 'ab'.repeat(n)) },
);

const text = (maxPieces: number) =>
  fc.array(fc.tuple(piece, fc.constantFrom(' ', ' ', '', '  ', ', ')), { maxLength: maxPieces }).map((parts) => parts.map(([p, s]) => p + s).join(''));

const listingArb: fc.Arbitrary<Listing> = fc.record(
  {
    title: text(80),
    bullets: fc.array(text(120), { maxLength: 13 }),
    description: text(500),
    backend: text(140),
    highlights: text(50),
    brand: fc.constantFrom('Gaiam', 'Yahoo!', 'Funko Pop!', '日本'),
  },
  { requiredKeys: ['title', 'bullets'] },
);

const keywordsArb: fc.Arbitrary<Keywords | undefined> = fc.option(
  fc.record({ main: text(4), secondary: fc.array(text(3), { maxLength: 3 }), bullet: fc.array(text(3), { maxLength: 3 }) }),
  { nil: undefined },
);

const contextArb: fc.Arbitrary<ListingContext & { profile: string }> = fc.record({
  profile: fc.constantFrom('amazon-2025', 'amazon-2026-07'),
  marketplace: fc.constantFrom<Marketplace>('US', 'IN', 'JP', 'AE', 'DE'),
  media: fc.boolean(),
});

const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** Words as a reader sees them: invisible characters do not split them, case does not matter. */
function visibleWords(listing: Listing): Set<string> {
  const texts = [listing.title, ...listing.bullets, listing.description ?? '', listing.backend ?? '', listing.highlights ?? '', listing.brand ?? ''];
  const found = new Set<string>();
  for (const t of texts) for (const w of t.replace(INVISIBLE, '').match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []) found.add(w.toLowerCase());
  return found;
}

describe('fix, over arbitrary listings', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(listingArb, keywordsArb, contextArb, (listing, keywords, { profile, ...context }) => {
        const once = fix(listing, keywords, getProfile(profile), context);
        expect(fix(once, keywords, getProfile(profile), context)).toEqual(once);
      }),
      RUNS,
    );
  }, TIMEOUT);

  it('stays within every limit and leaves no fixable error', () => {
    fc.assert(
      fc.property(listingArb, keywordsArb, contextArb, (listing, keywords, { profile: id, ...context }) => {
        const profile = getProfile(id);
        const limits = resolveLimits(profile, context);
        const fixed = fix(listing, keywords, profile, context);
        expect(codePointLength(fixed.title)).toBeLessThanOrEqual(limits.title.max);
        expect(fixed.bullets.length).toBeLessThanOrEqual(limits.bullets.countMax);
        for (const bullet of fixed.bullets) expect(codePointLength(bullet)).toBeLessThanOrEqual(limits.bullets.max);
        expect(codePointLength(fixed.description ?? '')).toBeLessThanOrEqual(limits.description.max);
        expect(utf8ByteLength(fixed.backend ?? '')).toBeLessThanOrEqual(limits.backend.maxBytes);
        if (limits.highlights) expect(codePointLength(fixed.highlights ?? '')).toBeLessThanOrEqual(limits.highlights.max);
        const errors = audit(fixed, keywords, profile, context).findings.filter((f) => f.severity === 'error' && ruleDefinition(f.rule)?.autoFix);
        expect(errors).toEqual([]);
      }),
      RUNS,
    );
  }, TIMEOUT);

  it('never adds a word', () => {
    fc.assert(
      fc.property(listingArb, keywordsArb, contextArb, (listing, keywords, { profile, ...context }) => {
        const before = visibleWords(listing);
        const added = [...visibleWords(fix(listing, keywords, getProfile(profile), context))].filter((w) => !before.has(w));
        expect(added).toEqual([]);
      }),
      RUNS,
    );
  }, TIMEOUT);
});

/** Search-term material: hyphenated and decimal terms, and what may surround them. */
const termPiece = fc.oneof(
  { weight: 4, arbitrary: piece },
  { weight: 3, arbitrary: fc.constantFrom('usb-c', 'USB-C', '2.4GHz', '3-in-1', 'wi-fi', 'x-large', '1.5', '.5', '2.', 'best-selling', 'limited', 'time', 'limited-time', 'on', 'sale', 'Gaiam-mat', 'women\'s-wear', "don't", '--', '-', '.', 'e.g.', 'node.js', 'B07KMVJJK7-x', 'B07KMVJJK7.5') },
);
const termText = fc
  .array(fc.tuple(termPiece, fc.constantFrom(' ', ' ', '', '  ', ', ', '-', '.')), { maxLength: 60 })
  .map((parts) => parts.map(([p, s]) => p + s).join(''));

/** Rules packBackendTerms promises never to trigger (`backend.bytes` only as the over-the-limit error). */
const PACKER_RULES = [
  'backend.punctuation', 'backend.stopword', 'backend.subjective-or-temporary', 'backend.brand', 'backend.duplicate-word',
  'backend.repeats-title', 'backend.asin', 'backend.bytes',
];

describe('packBackendTerms, over arbitrary candidates', () => {
  it('packs nothing the search-term rules report, and never a word the candidates lack', () => {
    fc.assert(
      fc.property(termText, fc.array(termText, { maxLength: 3 }), text(20), fc.constantFrom('Gaiam', 'Yahoo!', 'Coca-Cola', '日本'), (backend, more, title, brand) => {
        const packed = packBackendTerms([backend, ...more], { title, brand, maxBytes: 249 });
        const findings = audit({ title, bullets: [], backend: packed, brand }, undefined, getProfile('amazon-2025')).findings;
        expect(findings.filter((f) => f.field === 'backend' && PACKER_RULES.includes(f.rule) && (f.rule !== 'backend.bytes' || f.severity === 'error'))).toEqual([]);
        const before = visibleWords({ title: '', bullets: [backend, ...more] });
        expect([...visibleWords({ title: '', bullets: [], backend: packed })].filter((w) => !before.has(w))).toEqual([]);
      }),
      RUNS,
    );
  }, TIMEOUT);
});

describe('audit, over arbitrary listings', () => {
  it('never throws and keeps spans inside their field', () => {
    fc.assert(
      fc.property(listingArb, keywordsArb, contextArb, (listing, keywords, { profile, ...context }) => {
        const result = audit(listing, keywords, getProfile(profile), context);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        for (const f of result.findings) {
          if (f.start === undefined || f.field === 'keywords') continue;
          const fieldText = f.field === 'bullets' ? listing.bullets[f.index ?? -1] : listing[f.field];
          expect(fieldText).toBeDefined();
          expect(f.end).toBeLessThanOrEqual(fieldText?.length ?? 0);
          expect(f.start).toBeLessThanOrEqual(f.end ?? 0);
        }
      }),
      RUNS,
    );
  }, TIMEOUT);
});
