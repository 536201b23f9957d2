import { describe, expect, it } from 'vitest';
import { findingsFor, sized, withTitle } from '../testing/listings.js';

const SHORT_TITLE = 'Gaiam Yoga Mat, 6mm Extra Thick Non Slip Exercise Mat, Ocean Blue';
const NEW = { profile: 'amazon-2026-07' };

describe('highlights.length', () => {
  it('is an error over 125 under amazon-2026-07', () => {
    const highlights = sized('Carry strap', 126);
    expect(findingsFor(withTitle(SHORT_TITLE, { highlights }), 'highlights.length', NEW)).toMatchObject([{ severity: 'error', field: 'highlights' }]);
  });
  it('accepts 125', () => {
    expect(findingsFor(withTitle(SHORT_TITLE, { highlights: sized('Carry strap', 125) }), 'highlights.length', NEW)).toHaveLength(0);
  });
});

describe('highlights.title-too-long', () => {
  it('is an error when the title is over 75 (media keeps long titles, so highlights do not fit)', () => {
    const title = sized('The Great Novel Hardcover Edition', 120);
    expect(findingsFor(withTitle(title, { highlights: 'Signed copy' }), 'highlights.title-too-long', { ...NEW, media: true })).toHaveLength(1);
  });
  it('does not fire with a short title', () => {
    expect(findingsFor(withTitle(SHORT_TITLE, { highlights: 'Signed copy' }), 'highlights.title-too-long', NEW)).toHaveLength(0);
  });
});

describe('highlights.unsupported', () => {
  it('is info where the policy or store has no highlights', () => {
    expect(findingsFor(withTitle(SHORT_TITLE, { highlights: 'Carry strap' }), 'highlights.unsupported')).toMatchObject([{ severity: 'info' }]);
    expect(findingsFor(withTitle(SHORT_TITLE, { highlights: 'Carry strap' }), 'highlights.unsupported', { ...NEW, marketplace: 'AE' })).toHaveLength(1);
  });
  it('does not fire where highlights exist', () => {
    expect(findingsFor(withTitle(SHORT_TITLE, { highlights: 'Carry strap' }), 'highlights.unsupported', NEW)).toHaveLength(0);
  });
});
