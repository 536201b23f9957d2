import { describe, expect, it } from 'vitest';
import { asStringList, backendTerms, splitTitles, toListingUpdate } from './content';
import { exportFileName, listingToCsv, listingToJson, listingToText } from './export';
import { applyFix, segmentText } from './highlight';

const content = { title: 'Acme "Pro" Bottle, 32 oz', bullets: ['One', 'Two\nlines'], description: 'Desc', backend: 'a b c' };

describe('listing fields as stored (SPEC §3)', () => {
  it('shows the first of the titles joined by " | "', () => {
    expect(splitTitles('First | Second | Third')).toEqual(['First', 'Second', 'Third']);
    expect(splitTitles('')).toEqual([]);
  });

  it('reads lists as arrays, JSON strings or space-separated keywords', () => {
    expect(asStringList(['a', 'b'])).toEqual(['a', 'b']);
    expect(asStringList('["a","b"]')).toEqual(['a', 'b']);
    expect(backendTerms('bottle flask mug')).toBe('bottle flask mug');
    expect(backendTerms(['bottle', 'flask'])).toBe('bottle flask');
    expect(asStringList(null)).toEqual([]);
  });

  it('builds the PUT body with keywords as an array, keeping the other title variants', () => {
    expect(toListingUpdate(content, ['Alt'])).toEqual({
      generated_title: 'Acme "Pro" Bottle, 32 oz | Alt',
      generated_bullets: ['One', 'Two\nlines'],
      generated_description: 'Desc',
      generated_keywords: ['a', 'b', 'c'],
    });
  });
});

describe('export', () => {
  it('writes a flat-file style CSV with quoting', () => {
    const csv = listingToCsv(content);
    expect(csv.split('\r\n')[0]).toBe('item_name,bullet_point1,bullet_point2,product_description,generic_keywords');
    expect(csv).toContain('"Acme ""Pro"" Bottle, 32 oz",One,"Two\nlines",Desc,a b c');
  });

  it('quotes a cell that holds any separator, so no spreadsheet reads part of it as a formula', () => {
    const csv = listingToCsv({ ...content, title: 'note;=1+1', backend: 'a\tb', description: '=SUM(A1)' });
    const row = csv.split('\r\n')[1]!;
    expect(row.startsWith('"note;=1+1",')).toBe(true);
    expect(row).toContain(`,'=SUM(A1),"a\tb"`);
  });

  it('writes JSON and plain text', () => {
    expect(JSON.parse(listingToJson(content, { listingId: 'id-1', profile: 'amazon-2025' }))).toMatchObject({
      listing_id: 'id-1',
      title: content.title,
      bullet_points: content.bullets,
      backend_search_terms: 'a b c',
      policy_profile: 'amazon-2025',
    });
    expect(listingToText(content)).toContain('• One');
    expect(exportFileName(content, 'csv')).toBe('listcraft-acme-pro-bottle-32-oz.csv');
  });
});

describe('in-place highlights', () => {
  it('cuts text into runs, the most severe finding winning where they overlap', () => {
    const segments = segmentText('Best Seller bottle!', [
      { start: 0, end: 11, severity: 'warning', message: 'promo' },
      { start: 5, end: 19, severity: 'error', message: 'forbidden' },
    ]);
    expect(segments.map((s) => [s.text, s.severity])).toEqual([
      ['Best ', 'warning'],
      ['Seller', 'error'],
      [' bottle!', 'error'],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Best Seller bottle!');
  });

  it('ignores findings without a span and clamps spans to the text', () => {
    expect(segmentText('abc', [{ severity: 'info', message: 'x' }])).toEqual([{ text: 'abc', severity: null, messages: [] }]);
    expect(segmentText('abc', [{ start: 2, end: 99, severity: 'info', message: 'x' }]).at(-1)).toMatchObject({ text: 'c', severity: 'info' });
  });

  it('applies a fix to its span, or to the whole field', () => {
    expect(applyFix('Great bottle!!', { start: 12, end: 14, fix: '' })).toBe('Great bottle');
    expect(applyFix('old', { fix: 'new' })).toBe('new');
  });
});
