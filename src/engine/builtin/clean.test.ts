import { describe, expect, it } from 'vitest';
import { cleanField, isBannedSentence, removeBannedPhrases } from './clean.js';
import { variationFor } from './variation.js';

describe('cleanField', () => {
  it('strips markup, emoji, decorations and banned symbols but keeps the words', () => {
    expect(cleanField('✅【SOFT】<b>Minky</b> cover &amp; filling™ – 30°C wash ❤️')).toBe('SOFT: Minky cover & filling – 30 C wash');
    expect(cleanField('Rotates 360° and bends ±15 mm… done')).toBe('Rotates 360 degrees and bends +/-15 mm. done');
  });

  it('deletes contact details and placeholders', () => {
    expect(cleanField('Call 1-800-555-0100 or mail help@shop.example.com for N/A sizes')).not.toMatch(/1-800|@|N\/A/);
  });

  it('keeps decimals and thousands intact', () => {
    expect(cleanField('.65 MPa, 2,000 blocks, 12 ,11 Pro')).toBe('.65 MPa, 2,000 blocks, 12 ,11 Pro');
  });
});

describe('banned sentences', () => {
  it('recognises guarantees, promotions, rankings, pesticide claims and shop policies', () => {
    for (const sentence of ['100% money back guarantee.', 'Free shipping today only!', 'The No.1 brand in India.', 'Kills 99.9% of germs.', 'Easy returns within 10 days.']) {
      expect(isBannedSentence(sentence), sentence).toBe(true);
    }
    expect(isBannedSentence('Comes with an 18-month warranty.')).toBe(false);
  });

  it('removes a banned phrase from a text that must stay', () => {
    expect(removeBannedPhrases('BEST SELLER Weighted Blanket')).toBe('Weighted Blanket');
  });
});

describe('variation', () => {
  it('picks the same option for the same listing and spreads across listings', () => {
    const options = ['a', 'b', 'c', 'd'];
    expect(variationFor('Lamp X').pick(options, 'intro')).toBe(variationFor('  lamp   x ').pick(options, 'intro'));
    const picks = new Set(Array.from({ length: 40 }, (_, i) => variationFor(`Listing ${i}`).pick(options, 'intro')));
    expect(picks.size).toBe(options.length);
  });
});
