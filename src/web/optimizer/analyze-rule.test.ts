import { describe, expect, it } from 'vitest';
import { canAnalyze } from './analyze-rule';
import { emptyInput, type OptimizerInput } from './types';

const filled = (): OptimizerInput => ({
  ...emptyInput(),
  title: 'Acme bottle',
  titleMainKeyword: 'water bottle',
  bulletPoints: ['a', 'b', 'c', 'd', 'e'],
});

describe('the Analyze rule (SPEC §5)', () => {
  it('needs the title, the main keyword and the first 5 bullets', () => {
    expect(canAnalyze(filled())).toBe(true);
    expect(canAnalyze({ ...filled(), title: '  ' })).toBe(false);
    expect(canAnalyze({ ...filled(), titleMainKeyword: '' })).toBe(false);
    expect(canAnalyze({ ...filled(), bulletPoints: ['a', 'b', '', 'd', 'e'] })).toBe(false);
    expect(canAnalyze(emptyInput())).toBe(false);
  });

  it('does not need the optional 6th bullet nor the other keywords', () => {
    expect(canAnalyze({ ...filled(), bulletPoints: ['a', 'b', 'c', 'd', 'e', ''] })).toBe(true);
  });

  it('does not let a 6th bullet stand in for an empty 5th', () => {
    expect(canAnalyze({ ...filled(), bulletPoints: ['a', 'b', 'c', 'd', '', 'f'] })).toBe(false);
  });
});
