import { describe, expect, it } from 'vitest';
import { CLEAN_BULLETS, CLEAN_SOURCE, cleanListing, findingsFor, sized, withBullet } from '../testing/listings.js';

describe('bullet.count', () => {
  it('warns below five bullets', () => {
    expect(findingsFor(cleanListing({ bullets: CLEAN_BULLETS.slice(0, 4) }), 'bullet.count')).toMatchObject([{ severity: 'warning' }]);
  });
  it('is an error above what Amazon accepts', () => {
    const bullets = Array.from({ length: 11 }, (_, i) => sized(`Feature ${i}`, 320));
    expect(findingsFor(cleanListing({ bullets }), 'bullet.count')).toMatchObject([{ severity: 'error' }]);
  });
  it('accepts five to ten', () => {
    expect(findingsFor(cleanListing(), 'bullet.count', { source: CLEAN_SOURCE })).toHaveLength(0);
    const bullets = Array.from({ length: 10 }, (_, i) => sized(`Feature ${i}`, 320));
    expect(findingsFor(cleanListing({ bullets }), 'bullet.count')).toHaveLength(0);
  });
  it('does not count blank bullets', () => {
    expect(findingsFor(cleanListing({ bullets: [...CLEAN_BULLETS.slice(0, 4), ' '] }), 'bullet.count')).toHaveLength(1);
  });
  it('does not count bullets that state no fact', () => {
    const filler = 'It is worth a moment of your time when you weigh up your options.';
    const findings = findingsFor(cleanListing({ bullets: [...CLEAN_BULLETS.slice(0, 4), filler] }), 'bullet.count', { source: CLEAN_SOURCE });
    expect(findings).toMatchObject([{ severity: 'warning', message: '4 of 5 bullets state a fact; use at least 5.' }]);
  });
});

describe('bullet.empty', () => {
  it('warns about a blank bullet', () => {
    expect(findingsFor(withBullet('   ', 2), 'bullet.empty')).toMatchObject([{ severity: 'warning', index: 2 }]);
  });
  it('does not fire on text', () => {
    expect(findingsFor(cleanListing(), 'bullet.empty')).toHaveLength(0);
  });
});

describe('bullet.length', () => {
  it('is an error over 500 under amazon-2025', () => {
    const bullet = sized('Grip', 501);
    expect(findingsFor(withBullet(bullet), 'bullet.length')).toMatchObject([{ severity: 'error', index: 0, end: bullet.length }]);
  });
  it('is info in the yellow zone 451–500', () => {
    expect(findingsFor(withBullet(sized('Grip', 451)), 'bullet.length')).toMatchObject([{ severity: 'info' }]);
    expect(findingsFor(withBullet(sized('Grip', 500)), 'bullet.length')).toMatchObject([{ severity: 'info' }]);
  });
  it('warns under 250', () => {
    expect(findingsFor(withBullet(sized('Grip', 249)), 'bullet.length')).toMatchObject([{ severity: 'warning' }]);
  });
  it('is quiet from 250 to 450', () => {
    expect(findingsFor(withBullet(sized('Grip', 250)), 'bullet.length')).toHaveLength(0);
    expect(findingsFor(withBullet(sized('Grip', 450)), 'bullet.length')).toHaveLength(0);
  });
  it('is an error over 255 under amazon-2026-07', () => {
    expect(findingsFor(withBullet(sized('Grip', 256)), 'bullet.length', { profile: 'amazon-2026-07' }).map((f) => f.severity)).toContain('error');
  });
  it('counts emoji as one character', () => {
    expect(findingsFor(withBullet(`${sized('Grip', 449)}😀`), 'bullet.length')).toHaveLength(0);
  });
});

describe('bullet.forbidden-symbol', () => {
  it.each(['™', '®', '€', '…', '†', '‡', '°', '¢', '£', '¥', '©', '±', '~'])('fires on %s', (symbol) => {
    const bullet = `${CLEAN_BULLETS[0]} Rated 350${symbol} tested`;
    const [finding] = findingsFor(withBullet(bullet), 'bullet.forbidden-symbol');
    expect(finding).toMatchObject({ severity: 'error', start: bullet.indexOf(symbol) });
  });
  it('fires on a stray â but not on â inside a French word', () => {
    expect(findingsFor(withBullet(`${CLEAN_BULLETS[0]} â `), 'bullet.forbidden-symbol')).toHaveLength(1);
    expect(findingsFor(withBullet(`${CLEAN_BULLETS[0]} Pâte à modeler`), 'bullet.forbidden-symbol')).toHaveLength(0);
  });
  it('suggests plain spellings where they exist', () => {
    expect(findingsFor(withBullet(`${CLEAN_BULLETS[0]} 5±1 mm…`), 'bullet.forbidden-symbol').map((f) => f.fix)).toEqual(['+/-', '...']);
  });
  it('does not fire on ordinary punctuation', () => {
    expect(findingsFor(withBullet(`${CLEAN_BULLETS[0]} 50% cotton, 6-8 mm; "soft" & (light)`), 'bullet.forbidden-symbol')).toHaveLength(0);
  });
});

describe('bullet.emoji', () => {
  it.each(['✅', '👍🏽', '🇺🇸', '❤️', '👨‍👩‍👧', '1️⃣'])('fires on %s', (emoji) => {
    const bullet = `${emoji} ${CLEAN_BULLETS[0]}`;
    const [finding] = findingsFor(withBullet(bullet), 'bullet.emoji');
    expect(finding).toMatchObject({ severity: 'error', start: 0, end: emoji.length });
  });
  it('does not fire on symbols, CJK or right-to-left text', () => {
    expect(findingsFor(withBullet(`★ ✓ 【GRIP】 日本語 עברית ${CLEAN_BULLETS[0]}`), 'bullet.emoji')).toHaveLength(0);
  });
});

describe('bullet.asin', () => {
  it('fires on an ASIN', () => {
    expect(findingsFor(withBullet(`${CLEAN_BULLETS[0]} Pairs with B07KMVJJK7.`), 'bullet.asin')).toMatchObject([{ severity: 'error' }]);
  });
  it('does not fire on model numbers', () => {
    expect(findingsFor(withBullet(`${CLEAN_BULLETS[0]} Model B07 and RCT15A, part B0123.`), 'bullet.asin')).toHaveLength(0);
  });
});

describe('bullet.duplicate', () => {
  it('warns when a bullet repeats another, ignoring case', () => {
    const bullets = [...CLEAN_BULLETS, CLEAN_BULLETS[1]?.toUpperCase() ?? ''];
    expect(findingsFor(cleanListing({ bullets }), 'bullet.duplicate')).toMatchObject([{ severity: 'warning', index: 5 }]);
  });
  it('does not fire on different bullets', () => {
    expect(findingsFor(cleanListing(), 'bullet.duplicate')).toHaveLength(0);
  });
});
