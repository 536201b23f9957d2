import { describe, expect, it } from 'vitest';
import { CLEAN_DESCRIPTION, cleanListing, findingsFor, sized } from '../testing/listings.js';

describe('description.length', () => {
  it('is an error over 2000', () => {
    const description = sized('Mat', 2001);
    expect(findingsFor(cleanListing({ description }), 'description.length')).toMatchObject([{ severity: 'error', end: 2001 }]);
  });
  it('is info below the 1800 target', () => {
    expect(findingsFor(cleanListing({ description: sized('Mat', 1799) }), 'description.length')).toMatchObject([{ severity: 'info' }]);
  });
  it('warns when empty, and says nothing when there is no description', () => {
    expect(findingsFor(cleanListing({ description: '' }), 'description.length')).toMatchObject([{ severity: 'warning' }]);
    expect(findingsFor(cleanListing({ description: undefined }), 'description.length')).toHaveLength(0);
  });
  it('is quiet inside the target', () => {
    expect(findingsFor(cleanListing({ description: sized('Mat', 2000) }), 'description.length')).toHaveLength(0);
  });
});

describe('description.html', () => {
  it.each(['<p>Soft</p>', '<b>grip</b>', '<div class="x">mat</div>', 'Tom &amp; Jerry', '<ul><li>a</li></ul>'])('fires on %s', (html) => {
    expect(findingsFor(cleanListing({ description: `${CLEAN_DESCRIPTION} ${html}` }), 'description.html').length).toBeGreaterThan(0);
  });
  it.each(['Line one<br>Line two', 'a<br/>b<BR />c', 'Holds <10 lb and > 5 kg', 'Price < value'])('allows %s', (text) => {
    expect(findingsFor(cleanListing({ description: `${CLEAN_DESCRIPTION} ${text}` }), 'description.html')).toHaveLength(0);
  });
});
