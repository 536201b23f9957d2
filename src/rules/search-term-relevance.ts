import { FUNCTION_WORDS } from './vocabulary.js';
import { normalizeWord, SEARCH_TERM_WORD_PATTERN, spellingKey, wordTokens } from './text/words.js';

/*
 * The relevance filter for search terms: a search term must come from the seller. It is one of the
 * seller's words (in any number, spelling or inflection), a number the seller wrote (`48in` for
 * "48 inch"), or a word close to what the seller names: a synonym of it, or a kind it belongs to,
 * by the dictionary. Everything else goes, and the seller is told why: a brand that is not theirs
 * (`samsung`), another product (`pool` for an air hockey table), or a word their listing never
 * says (`keto`, `low sodium`: a claim they did not make). Pure; the dictionary is passed in, so this
 * module needs no files and runs in the browser like the rest of the rules.
 */

export interface TermLexicon {
  /** A proper name: a company, brand, person or place, not a common word. */
  isName(word: string): boolean;
  /** A noun whose commonest sense is a thing one can buy (a made thing, a food, a substance). */
  isThing(word: string): boolean;
  /** Words close to a word in its commonest sense: its synonyms and the kinds it belongs to. */
  closeWords(word: string): readonly string[];
}

export interface RelevanceInput {
  /** The search terms, words separated by spaces. */
  terms: string;
  /** What names the product: the title and the keywords the seller chose. Words close to these are kept. */
  naming: readonly string[];
  /** Everything else the seller wrote: bullets, description. Only these words themselves are kept. */
  text: readonly string[];
  lexicon: TermLexicon;
}

/** Why a term was dropped, worded for the seller. */
export type TermVerdict = 'brand' | 'product' | 'number' | 'unlisted';

export interface DroppedTerm {
  term: string;
  why: TermVerdict;
}

export interface RelevanceResult {
  terms: string;
  dropped: DroppedTerm[];
}

/**
 * The forms a word is matched under: singular, one spelling (`colour` is `color`), and without an
 * inflection (`charging` is `charge`, `boils` is `boil`), so a form the seller did not write still
 * counts as theirs.
 */
export function wordForms(word: string): string[] {
  const single = spellingKey(normalizeWord(word.toLowerCase()));
  const stem = single.length > 5 ? single.replace(/(?:ing|ed)$/u, '') : single;
  return stem === single ? [single] : [single, stem, `${stem}e`];
}

const LETTERS = /^\p{L}+$/u;
const NUMBER = /\d+(?:\.\d+)?/gu;

function numbersOf(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) for (const n of text.replace(/(?<=\d),(?=\d{3}\b)/gu, '').match(NUMBER) ?? []) out.add(n.replace(/^0+(?=\d)/u, ''));
  return out;
}

export function relevantSearchTerms(input: RelevanceInput): RelevanceResult {
  const { lexicon } = input;
  const own = new Set<string>();
  const named = new Set<string>();
  const add = (word: string, into: Set<string>) => wordForms(word).forEach((f) => into.add(f));
  const namingWords = input.naming.flatMap((t) => wordTokens(t.toLowerCase(), SEARCH_TERM_WORD_PATTERN).flatMap((w) => w.text.split('-')));
  for (const word of namingWords) add(word, named);
  for (const word of [...namingWords, ...input.text.flatMap((t) => wordTokens(t.toLowerCase(), SEARCH_TERM_WORD_PATTERN).flatMap((w) => w.text.split('-')))]) add(word, own);
  // Synonyms and kinds of the words that name the product (`earbud`... `headphone` for earphones).
  const near = new Set<string>();
  // Each naming word and each pair of them (`rolled oats` is `oatmeal`, `air hockey` a game).
  const pairs = input.naming.flatMap((t) => {
    const ws = t.toLowerCase().match(/\p{L}+/gu) ?? [];
    return ws.slice(1).map((w, i) => `${ws[i]} ${w}`);
  });
  for (const word of new Set([...namingWords, ...pairs])) {
    if (!/^\p{L}+(?: \p{L}+)?$/u.test(word) || FUNCTION_WORDS.has(word)) continue;
    for (const close of lexicon.closeWords(word)) if (LETTERS.test(close)) add(close, near);
  }
  const numbers = numbersOf([...input.naming, ...input.text]);

  const ofSeller = (part: string) => wordForms(part).some((f) => own.has(f) || near.has(f));
  /** Whether a synonym or kind of a term names the product: one of the naming words, or several of them (`rolled oats` for `oatmeal`). */
  const namesProduct = (words: string) => words.split(' ').every((w) => FUNCTION_WORDS.has(w) || wordForms(w).some((f) => named.has(f)));
  const verdict = (part: string): TermVerdict | undefined => {
    if (part === '' || FUNCTION_WORDS.has(part) || ofSeller(part)) return undefined;
    if (/\d/u.test(part)) {
      // A number the seller wrote, in another spelling of its unit (`48in`, `1.7l`), is theirs.
      const found = part.match(NUMBER) ?? [];
      return found.length > 0 && found.every((n) => numbers.has(n.replace(/^0+(?=\d)/u, ''))) ? undefined : 'number';
    }
    // A word whose synonym or kind is what the seller names the product (`earpiece` for earphones).
    if (LETTERS.test(part) && lexicon.closeWords(part).some(namesProduct)) return undefined;
    if (lexicon.isName(part)) return 'brand';
    if (lexicon.isThing(part)) return 'product';
    return 'unlisted';
  };

  const kept: string[] = [];
  const dropped: DroppedTerm[] = [];
  for (const token of wordTokens(input.terms, SEARCH_TERM_WORD_PATTERN)) {
    const term = token.text.toLowerCase();
    const parts = term.split('-');
    const why = parts.map(verdict).find((v) => v !== undefined);
    if (why === undefined) kept.push(token.text);
    else dropped.push({ term, why });
  }
  return { terms: kept.join(' '), dropped };
}

const REASON: Record<TermVerdict, string> = {
  brand: 'a brand or name that is not yours',
  product: 'it names another product',
  number: 'a number your listing does not give',
  unlisted: 'your listing never says it',
};

/** The change note for the dropped terms, grouped by why (`"samsung", "oneplus": a brand ...`). */
export function droppedTermsNote(dropped: readonly DroppedTerm[], removed = 'removed'): string[] {
  const byWhy = new Map<TermVerdict, string[]>();
  for (const d of dropped) byWhy.set(d.why, [...new Set([...(byWhy.get(d.why) ?? []), d.term])]);
  return [...byWhy].map(([why, terms]) => `Search terms: ${removed} ${terms.map((t) => `"${t}"`).join(', ')}: ${REASON[why]}`);
}
