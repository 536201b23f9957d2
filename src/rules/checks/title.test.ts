import { describe, expect, it } from 'vitest';
import { CLEAN_TITLE, findingsFor, sized, withTitle } from '../testing/listings.js';

describe('title.empty', () => {
  it('fires on a blank title', () => {
    expect(findingsFor(withTitle('  '), 'title.empty')).toHaveLength(1);
  });
  it('does not fire on any text', () => {
    expect(findingsFor(withTitle('Mat'), 'title.empty')).toHaveLength(0);
  });
});

describe('title.length', () => {
  it('is an error over the limit, highlighting what a trim drops', () => {
    const title = sized('Yoga Mat', 201);
    const [finding] = findingsFor(withTitle(title), 'title.length');
    expect(finding).toMatchObject({ severity: 'error', field: 'title', end: title.length, fix: '' });
    expect(finding?.start).toBeLessThanOrEqual(200);
  });
  it('accepts exactly 200 characters', () => {
    expect(findingsFor(withTitle(sized('Yoga Mat', 200)), 'title.length')).toHaveLength(0);
  });
  it('counts emoji, CJK and accents as one character each', () => {
    const title = `${sized('Grüße 日本', 199)}😀`;
    expect(title.length).toBe(201);
    expect(findingsFor(withTitle(title), 'title.length')).toHaveLength(0);
  });
  it('warns below the target range', () => {
    expect(findingsFor(withTitle(sized('Yoga Mat', 179)), 'title.length')).toMatchObject([{ severity: 'warning' }]);
    expect(findingsFor(withTitle(sized('Yoga Mat', 180)), 'title.length')).toHaveLength(0);
  });
  it('uses 75 under amazon-2026-07 and 200 for media', () => {
    const title = sized('Yoga Mat', 76);
    expect(findingsFor(withTitle(title), 'title.length', { profile: 'amazon-2026-07' })).toMatchObject([{ severity: 'error' }]);
    expect(findingsFor(withTitle(sized('Novel', 190)), 'title.length', { profile: 'amazon-2026-07', media: true })).toHaveLength(0);
  });
});

describe('title.forbidden-char', () => {
  it.each(['!', '$', '?', '_', '{', '}', '^', '¬', '¦'])('fires on %s', (char) => {
    const title = CLEAN_TITLE.replace('Premium', `Premium${char}`);
    const [finding] = findingsFor(withTitle(title), 'title.forbidden-char');
    expect(finding).toMatchObject({ severity: 'error', start: title.indexOf(char), end: title.indexOf(char) + 1 });
  });
  it('allows the characters inside the brand name', () => {
    const title = CLEAN_TITLE.replace('Gaiam', 'Yahoo! Gaiam');
    expect(findingsFor(withTitle(title, { brand: 'Yahoo!' }), 'title.forbidden-char')).toHaveLength(0);
    expect(findingsFor(withTitle(title), 'title.forbidden-char')).toHaveLength(1);
  });
  it('does not fire on ordinary punctuation', () => {
    expect(findingsFor(withTitle('Yoga Mat, 6mm - Thick (Pack of 2) & Strap: Blue/Green 50% Cotton'), 'title.forbidden-char')).toHaveLength(0);
  });
});

describe('title.decorative-char', () => {
  it.each(['***Best Mat***', 'Yoga Mat ~ Blue', '>>> Yoga Mat', '#Selfie Yoga Mat', 'Yoga Mat <3 love'.replace('3', 'x')])(
    'fires on decorative use: %s',
    (title) => {
      expect(findingsFor(withTitle(title), 'title.decorative-char').length).toBeGreaterThan(0);
    },
  );
  it.each(['Style #4301 Yoga Mat', 'Weights <10 lb', 'Load > 5 kg', 'About ~5 kg', '240mm*180mm Pad', 'Mat 10 * 20 cm', 'SKU# 1051224', 'Battery 15* Hours'])(
    'allows use next to a number: %s',
    (title) => {
      expect(findingsFor(withTitle(title), 'title.decorative-char')).toHaveLength(0);
    },
  );
});

describe('title.style-char', () => {
  it.each(['©', '®', 'Æ'])('warns about %s', (char) => {
    expect(findingsFor(withTitle(`Gaiam${char} Yoga Mat`), 'title.style-char')).toMatchObject([{ severity: 'warning' }]);
  });
  it('does not fire on ™ (banned in bullets, not titles)', () => {
    expect(findingsFor(withTitle('Gaiam™ Yoga Mat'), 'title.style-char')).toHaveLength(0);
  });
});

describe('title.emoji', () => {
  it('warns about emoji, ZWJ sequences included', () => {
    const title = 'Yoga Mat 👨‍👩‍👧 Family';
    const [finding] = findingsFor(withTitle(title), 'title.emoji');
    expect(finding).toMatchObject({ severity: 'warning', start: 9, end: 9 + '👨‍👩‍👧'.length });
  });
  it('ignores symbols that are not emoji', () => {
    expect(findingsFor(withTitle('Yoga Mat ★ 2-Pack'), 'title.emoji')).toHaveLength(0);
  });
});

describe('title.word-repeat', () => {
  it('fires on the third use of a word, any case', () => {
    const title = 'Yoga Mat, Thick Yoga Mat for YOGA';
    const [finding] = findingsFor(withTitle(title), 'title.word-repeat');
    expect(finding).toMatchObject({ severity: 'error', start: title.indexOf('YOGA'), end: title.length });
  });
  it('counts the brand as a word', () => {
    expect(findingsFor(withTitle('Gaiam Yoga Mat by Gaiam, Gaiam Blue'), 'title.word-repeat')).toHaveLength(1);
  });
  it('allows a word twice', () => {
    expect(findingsFor(withTitle('Yoga Mat, Thick Yoga Mat'), 'title.word-repeat')).toHaveLength(0);
  });
  it('exempts articles, prepositions, conjunctions, numbers and single letters', () => {
    expect(findingsFor(withTitle('Mat for Yoga and Pilates and Floor, for Home, for Gym, the 2 x 2 x 2 Pack of 2'), 'title.word-repeat')).toHaveLength(0);
  });
  it('treats umlauts and CJK words as words', () => {
    expect(findingsFor(withTitle('Grüße Grüße Grüße'), 'title.word-repeat')).toHaveLength(1);
    expect(findingsFor(withTitle('瑜伽垫 瑜伽垫 瑜伽垫'), 'title.word-repeat')).toHaveLength(1);
  });
});

describe('title.all-caps', () => {
  it('warns about a title in capitals', () => {
    expect(findingsFor(withTitle('GAIAM PREMIUM YOGA MAT EXTRA THICK'), 'title.all-caps')).toMatchObject([{ severity: 'warning', start: 0 }]);
  });
  it('warns about a run of capitalised words', () => {
    expect(findingsFor(withTitle('Gaiam Yoga Mat BEST IN THE WORLD for Home'), 'title.all-caps')).toHaveLength(1);
  });
  it('allows acronyms', () => {
    expect(findingsFor(withTitle('Anker USB C Cable with LED and HDMI Adapter'), 'title.all-caps')).toHaveLength(0);
  });
});

describe('title.promo-phrase', () => {
  it.each(['Free Shipping', 'Best Seller', '#1 Best Rated', 'Hot Item', 'As Seen On TV', '20% Off'])('fires on %s', (phrase) => {
    expect(findingsFor(withTitle(`Yoga Mat ${phrase}`), 'title.promo-phrase')).toMatchObject([{ severity: 'error' }]);
  });
  it.each(['Yoga Mat with Free Carry Strap', 'Best Choice Products Yoga Mat', 'Style #1 Mat'.replace('#1', '#4301')])(
    'does not fire on %s',
    (title) => {
      expect(findingsFor(withTitle(title), 'title.promo-phrase')).toHaveLength(0);
    },
  );
});
