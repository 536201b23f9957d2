import { describe, expect, it } from 'vitest';
import { shownTermsNote, withoutShownTerms } from './shown-search-terms.js';

const listing = (backend: string) => ({
  optimized_titles: ['Acme Die-Cast Fire Truck, 1:64 Scale', 'Acme Fire Truck'],
  optimized_bullet_points: ['Each die-cast model has rubber tyres.', 'Ladder extends to 2.5 inches.'],
  product_description: '',
  backend_search_terms: backend,
});

describe('search terms never repeat the final title or bullets', () => {
  it('drops a word any title option or bullet shows, keeps the rest in order', () => {
    const { output, dropped } = withoutShownTerms(listing('die cast firetruck tyres toy engine'), { main: 'die cast truck', secondary: [], bullet: [] });
    expect(output.backend_search_terms).toBe('firetruck toy engine');
    expect(dropped).toEqual(['die', 'cast', 'tyres']);
    expect(shownTermsNote(dropped)).toContain('"die", "cast", "tyres" left out');
  });

  it('keeps a decimal term whole and judges it as one word', () => {
    const { output } = withoutShownTerms(listing('2.5in 2.5 inches'), { main: 'truck', secondary: [], bullet: [] });
    expect(output.backend_search_terms).toBe('2.5in');
  });

  it("keeps the words of a must-have bank phrase the title and bullets do not place (decision 0035)", () => {
    const bank = [{ phrase: 'cast model truck', priority: 'must-have' as const }];
    const { output, dropped } = withoutShownTerms(listing('cast model truck tyres'), { main: 'truck', secondary: [], bullet: [], bank } as never);
    expect(output.backend_search_terms).toBe('cast model truck');
    expect(dropped).toEqual(['tyres']);
  });

  it('drops the words of a must-have the title shown places after all (a title option the guard kept)', () => {
    const bank = [{ phrase: 'die cast', priority: 'must-have' as const }];
    const { output, dropped } = withoutShownTerms(listing('die cast firetruck'), { main: 'truck', secondary: [], bullet: [], bank } as never);
    expect(output.backend_search_terms).toBe('firetruck');
    expect(dropped).toEqual(['die', 'cast']);
  });

  it("keeps the seller's own search-term words: what they gave never comes back smaller", () => {
    const { output, dropped } = withoutShownTerms(listing('die cast tyres engine'), { main: 'truck', secondary: [], bullet: [] }, 'Die cast engine');
    expect(output.backend_search_terms).toBe('die cast engine');
    expect(dropped).toEqual(['tyres']);
  });

  it('returns the same object when nothing repeats', () => {
    const input = listing('firetruck engine');
    expect(withoutShownTerms(input, { main: 'truck', secondary: [], bullet: [] }).output).toBe(input);
  });
});
