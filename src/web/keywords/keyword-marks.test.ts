import { describe, expect, it } from 'vitest';
import { keywordCounts, keywordRuns, keywordSpans } from './keyword-marks';

const marked = (text: string, phrase: string) => keywordSpans(text, phrase).map(({ start, end }) => text.slice(start, end));

describe('keywordSpans', () => {
  it('finds a phrase whatever its case', () => {
    expect(marked('Insulated WATER Bottle for hikers', 'insulated water bottle')).toEqual(['Insulated WATER Bottle']);
  });

  it('matches singular and plural both ways, as bankKey groups them', () => {
    expect(marked('Two water bottles and a dog bed', 'water bottle')).toEqual(['water bottles']);
    expect(marked('One water bottle', 'Water Bottles')).toEqual(['water bottle']);
    expect(marked('Batteries included; battery life 10 h', 'battery')).toEqual(['Batteries', 'battery']);
    expect(marked("A women's jacket for women", 'woman')).toEqual(["women's", 'women']);
  });

  it('matches whole words only', () => {
    expect(marked('bottleneck and waterproof', 'bottle')).toEqual([]);
    expect(marked('water proof', 'waterproof')).toEqual([]);
    expect(marked('a cap, capped', 'cap')).toEqual(['cap']);
  });

  it('lets spaces and hyphens join the words, never a sentence break', () => {
    expect(marked('Leak-proof lid, leak  proof seal', 'leak proof')).toEqual(['Leak-proof', 'leak  proof']);
    expect(marked('Keeps water. Bottle is steel', 'water bottle')).toEqual([]);
    expect(marked('bottle water', 'water bottle')).toEqual([]);
  });

  it('gives code-unit offsets that never overlap', () => {
    expect(keywordSpans('bottle bottle bottle', 'bottle bottle')).toEqual([{ start: 0, end: 13 }]);
    expect(keywordSpans('🎒 hiking bottle', 'hiking bottle')).toEqual([{ start: 3, end: 16 }]);
  });

  it('finds nothing for an empty phrase or text', () => {
    expect(keywordSpans('a bottle', '')).toEqual([]);
    expect(keywordSpans('a bottle', ' , ')).toEqual([]);
    expect(keywordSpans('', 'bottle')).toEqual([]);
  });
});

describe('keywordRuns and keywordCounts', () => {
  it('cuts the text into plain and marked runs that join back to it', () => {
    const text = 'Steel bottles: the bottle for hikers';
    const runs = keywordRuns(text, 'bottle');
    expect(runs).toEqual([
      { text: 'Steel ', marked: false },
      { text: 'bottles', marked: true },
      { text: ': the ', marked: false },
      { text: 'bottle', marked: true },
      { text: ' for hikers', marked: false },
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(text);
    expect(keywordRuns(text, null)).toEqual([{ text, marked: false }]);
  });

  it('counts the appearances in each field', () => {
    expect(
      keywordCounts({ title: 'Water Bottle', bullets: ['A bottle', 'No'], description: 'bottles and bottles', backend: 'flask' }, 'bottle'),
    ).toEqual({ title: 1, bullets: 1, description: 2, backend: 0 });
  });
});
