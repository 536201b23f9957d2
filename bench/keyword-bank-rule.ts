import nlp from 'compromise';
import { filledBullets, type OptimizerInput } from '../src/contract/optimizer.js';
import { bankKey, FUNCTION_WORDS, STOPWORDS, normalizeWord, type BankKeyword } from '../src/rules/index.js';
import { deriveKeywords, type Row } from './dataset.js';

/*
 * The one rule benchmarks derive a keyword bank by (BANK_RULE), shared by bench:keywords and
 * bench:quality's search-term measure with a bank.
 */

export const BANK_RULE = [
  'candidates: every 1-, 2- and 3-word run of the row\'s title and bullets (e-mail and web addresses left out, split at punctuation), lowercased, of words of 3+ letters only, none of them a function word (rules/vocabulary.ts FUNCTION_WORDS) or a stopword, ending on a noun (compromise\'s lexicon tags it a noun, or does not know the word), identified by bankKey (plural folded); a candidate in more than 5% of all rows is too generic to be anyone\'s keyword and is dropped',
  'volume: Zipf by popularity across the whole dataset: the candidate\'s rank r by the number of rows that contain it (ties by first appearance in file order), volume = round(100000 / r)',
  'bank: the row\'s 40 highest-volume candidates, plus the 10 highest-volume candidates of other rows of the same category (full breadcrumb) that the row\'s text lacks (what research finds beyond the seller\'s words), priority normal; every 10th keyword by volume has no volume (null), as exports often do',
  'must-haves: the row\'s form keywords (bench/dataset.ts deriveKeywords: main, secondary, bullet), which the writer adds to the bank as must-haves',
  'excluded: one competitor brand, the first title word (letters only, 3+ letters) of the next row after it whose first word is not a word of this row (plural folded) and not a common word (in 5+ rows\' text); it is inserted into the row\'s second bullet as the sentence "Compare it with <Brand>." so a leak is testable',
  'input: title, the first 6 non-empty bullets, the derived form keywords; profile amazon-2025 unless --profile',
];

const BANK_SIZE = 50;
const NEIGHBOUR_SIZE = 10;

const SEGMENT = /[^,.;:!?()[\]{}|/•\n–—"“”]+/gu;
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
const isLetters = (w: string) => /^\p{L}+$/u.test(w);
const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
const endsOnNoun = (w: string) => {
  const tags = LEXICON[w];
  if (tags === undefined) return true;
  return (Array.isArray(tags) ? tags : [tags]).some((t) => /^(?:Singular|Plural|Noun|Uncountable|Material|Unit|Demonym|Organization|ProperNoun|Place)$/u.test(t));
};

/** The candidate keywords of a row, keyed by bankKey, in first-appearance order. */
function candidates(row: Row): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of [row.title, ...row.bullets]) {
    // E-mail addresses and web addresses are no one's search.
    for (const segment of text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/giu, ' ').match(SEGMENT) ?? []) {
      const ws = wordsOf(segment);
      for (let n = 1; n <= 3; n++) {
        for (let i = 0; i + n <= ws.length; i++) {
          const run = ws.slice(i, i + n);
          if (!run.every((w) => isLetters(w) && w.length >= 3 && !FUNCTION_WORDS.has(w) && !STOPWORDS.has(w))) continue;
          // Research tools report what people search: things, so a run ends on a noun (compromise's lexicon; unknown words pass).
          if (!endsOnNoun(run[n - 1]!)) continue;
          const phrase = run.join(' ');
          const key = bankKey(phrase);
          if (key && !out.has(key)) out.set(key, phrase);
        }
      }
    }
  }
  return out;
}

export interface Prepared {
  row: Row;
  input: OptimizerInput;
  bank: BankKeyword[];
  competitor: string;
}

export function prepareBanks(rows: Row[]): Prepared[] {
  const perRow = rows.map(candidates);
  const df = new Map<string, number>();
  const order = new Map<string, number>();
  for (const map of perRow) {
    for (const key of map.keys()) {
      df.set(key, (df.get(key) ?? 0) + 1);
      if (!order.has(key)) order.set(key, order.size);
    }
  }
  const generic = rows.length * 0.05;
  for (const [key, count] of df) if (count > generic) df.delete(key);
  const rank = new Map([...df.keys()].sort((a, b) => df.get(b)! - df.get(a)! || order.get(a)! - order.get(b)!).map((key, i) => [key, i + 1]));
  const volumeOf = (key: string) => Math.round(100_000 / rank.get(key)!);
  const wordRows = new Map<string, number>();
  for (const row of rows) for (const w of new Set(wordsOf([row.title, ...row.bullets].join(' ')))) wordRows.set(w, (wordRows.get(w) ?? 0) + 1);
  const byCategory = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (row.category) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), i]);
  });
  const firstWord = (row: Row) => (row.title.match(/\p{L}+/u)?.[0] ?? '');

  return rows.map((row, i) => {
    const own = new Set(wordsOf([row.title, ...row.bullets].join(' ')).map(normalizeWord));
    const ownKeys = perRow[i]!;
    let competitor = '';
    for (let j = 1; j < rows.length && !competitor; j++) {
      const brand = firstWord(rows[(i + j) % rows.length]!);
      if (brand.length >= 3 && !own.has(normalizeWord(brand)) && !ownKeys.has(bankKey(brand)) && (wordRows.get(brand.toLowerCase()) ?? 0) < 5) competitor = brand;
    }
    const known = (entries: Iterable<[string, string]>) => [...entries].filter(([key]) => df.has(key)).sort((a, b) => volumeOf(b[0]) - volumeOf(a[0]));
    const ownTop = known(ownKeys.entries()).slice(0, BANK_SIZE - NEIGHBOUR_SIZE);
    const neighbours = new Map<string, string>();
    if (row.category) {
      for (const j of byCategory.get(row.category) ?? []) {
        if (j === i) continue;
        for (const [key, phrase] of perRow[j]!) if (!ownKeys.has(key) && !neighbours.has(key)) neighbours.set(key, phrase);
      }
    }
    const ranked = [...ownTop, ...known(neighbours.entries()).slice(0, NEIGHBOUR_SIZE)].sort((a, b) => volumeOf(b[0]) - volumeOf(a[0]));
    const bank: BankKeyword[] = ranked.map(([key, phrase], n) => ({ phrase, volume: (n + 1) % 10 === 0 ? null : volumeOf(key), priority: 'normal' }));
    bank.push({ phrase: competitor, volume: 5_000, priority: 'excluded' });
    const bullets = filledBullets({ bulletPoints: row.bullets }).slice(0, 6);
    if (bullets.length > 1) bullets[1] = `${bullets[1]!.replace(/\s*$/u, '')}${/[.!?]$/u.test(bullets[1]!.trim()) ? '' : '.'} Compare it with ${competitor}.`;
    const k = deriveKeywords(row);
    const input: OptimizerInput = {
      title: row.title,
      bulletPoints: bullets,
      titleMainKeyword: k.main,
      titleSecondaryKeywords: k.secondary.join(', '),
      bulletKeywords: k.bullet.join(', '),
    };
    return { row, input, bank, competitor };
  });
}

