import { namesClaim } from './claims.js';
import { FUNCTION_WORDS } from './vocabulary.js';
import { normalizeWord, SEARCH_TERM_WORD_PATTERN, spellingKey, wordTokens } from './text/words.js';

/*
 * The relevance filter for search terms judges what is wrong with a term, not whether every word
 * can be traced: a brand that is not the seller's (`samsung`), another product (`pool` for an air
 * hockey table), a claim the seller did not make (`low sodium`, `gluten free`), a number the seller
 * never gave, or a word no dictionary knows and the seller never wrote (`oneplus`: most likely a
 * brand). A careful writer's other words stay: the seller's own words in any form, synonyms, kinds
 * and parts of what the seller names (`earpiece`, `tabletop`), words made of the seller's words
 * (`earbuds` for in-ear earphones), uses, audiences and places (`gym`, `family`). Pure; the
 * dictionary is passed in, so this module needs no files and runs in the browser like the rest of
 * the rules.
 */

export interface TermLexicon {
  /** A proper name: a company, brand, person or place, not a common word. */
  isName(word: string): boolean;
  /** A noun whose commonest sense is goods one can buy (a made thing, a food), not a place of use. */
  isThing(word: string): boolean;
  /** A content word the dictionary knows in any part of speech: not a name, a number or a grammar word. */
  isKnown(word: string): boolean;
  /** Words close to a word in its commonest sense: its synonyms, the kinds it belongs to, the whole it is part of. */
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
export type TermVerdict = 'brand' | 'product' | 'number' | 'claim' | 'unknown';

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
/** Two adjacent words, by a space or a hyphen, each read once as the first and once as the second. */
const JOINED = /(?<![\p{L}\p{N}])(\p{L}+)[ -](?=(\p{L}+)(?![\p{L}\p{N}]))/gu;
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
  // Two of the seller's words written as one (`typec` of `Type-C` or `Type C`, `nonstick` of `non-stick`) are theirs.
  for (const t of [...input.naming, ...input.text]) for (const m of t.toLowerCase().matchAll(JOINED)) add(`${m[1]}${m[2]}`, own);
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
  const known = (word: string) => lexicon.isKnown(word) || lexicon.isKnown(normalizeWord(word));
  /** Two dictionary words written as one, one of them the seller's (`earbuds` for in-ear earphones, `airhockey`). */
  const compoundOfSeller = (word: string) => {
    for (let i = 3; i <= word.length - 3; i++) {
      const [head, tail] = [word.slice(0, i), word.slice(i)];
      if (known(head) && known(tail) && (ofSeller(head) || ofSeller(tail))) return true;
    }
    return false;
  };
  const verdict = (part: string): TermVerdict | undefined => {
    if (part === '' || FUNCTION_WORDS.has(part) || ofSeller(part)) return undefined;
    if (/\d/u.test(part)) {
      // A number the seller wrote, in another spelling of its unit (`48in`, `1.7l`), is theirs.
      const found = part.match(NUMBER) ?? [];
      return found.length > 0 && found.every((n) => numbers.has(n.replace(/^0+(?=\d)/u, ''))) ? undefined : 'number';
    }
    // A word whose synonym, kind or whole is what the seller names the product (`earpiece` for earphones, `tabletop` for a table).
    if (LETTERS.test(part) && lexicon.closeWords(part).some(namesProduct)) return undefined;
    if (lexicon.isName(part)) return 'brand';
    if (lexicon.isThing(part)) return 'product';
    if (known(part) || compoundOfSeller(part)) return undefined;
    // Unknown to every dictionary: a short one reads as an abbreviation (`aux`), a longer one as a name.
    return part.length <= MAX_ABBREVIATION ? undefined : 'unknown';
  };

  const tokens = wordTokens(input.terms, SEARCH_TERM_WORD_PATTERN);
  const claims = claimedAt(tokens.map((t) => t.text.toLowerCase()), (word) => ofSeller(word));
  const kept: string[] = [];
  const dropped: DroppedTerm[] = [];
  tokens.forEach((token, i) => {
    const term = token.text.toLowerCase();
    const why = claims.has(i) ? 'claim' : term.split('-').map(verdict).find((v) => v !== undefined);
    if (why === undefined) kept.push(token.text);
    else dropped.push({ term, why });
  });
  return { terms: kept.join(' '), dropped };
}

/** An unknown word this short is read as an abbreviation (`aux`, `usb`), not a name. */
const MAX_ABBREVIATION = 3;

/** Words that make the word beside them a claim about how much of it there is (`low sodium`, `sugar free`). */
const DEGREE_BEFORE = new Set(['low', 'high', 'rich', 'zero', 'reduced', 'extra', 'no', 'non']);
const DEGREE_AFTER = new Set(['free', 'less']);

/**
 * The positions of terms that make a claim the seller did not: a certification, material or colour
 * of the rules' claim list (`gluten free`, `steel`), or a degree word with the word it qualifies
 * (`low sodium`), unless the seller says every word of it.
 */
function claimedAt(terms: readonly string[], bySeller: (word: string) => boolean): Set<number> {
  const at = new Set<number>();
  const norms = terms.map((t) => normalizeWord(t));
  const claim = (from: number, length: number) => {
    const span = terms.slice(from, from + length);
    if (span.length === length && !span.every(bySeller)) for (let j = from; j < from + length; j++) at.add(j);
  };
  for (let i = 0; i < terms.length; i++) {
    // The shortest run that names a claim (`gluten free`, not `gluten free water`).
    for (let length = 1; length <= 3; length++) {
      if (namesClaim(norms.slice(i, i + length)) && !namesClaim(norms.slice(i + 1, i + length)) && !namesClaim(norms.slice(i, i + length - 1))) claim(i, length);
    }
    if (DEGREE_BEFORE.has(terms[i]!) && i + 1 < terms.length) claim(i, 2);
    if (DEGREE_AFTER.has(terms[i]!) && i > 0) claim(i - 1, 2);
  }
  return at;
}

const REASON: Record<TermVerdict, string> = {
  brand: 'a brand or name that is not yours',
  product: 'it names another product',
  number: 'a number your listing does not give',
  claim: 'a claim your listing does not make',
  unknown: 'your listing never says it and no dictionary knows it (another brand, or a claim, perhaps)',
};

/** The change note for the dropped terms, grouped by why (`"samsung", "oneplus": a brand ...`). */
export function droppedTermsNote(dropped: readonly DroppedTerm[], removed = 'removed'): string[] {
  const byWhy = new Map<TermVerdict, string[]>();
  for (const d of dropped) byWhy.set(d.why, [...new Set([...(byWhy.get(d.why) ?? []), d.term])]);
  return [...byWhy].map(([why, terms]) => `Search terms: ${removed} ${terms.map((t) => `"${t}"`).join(', ')}: ${REASON[why]}`);
}
