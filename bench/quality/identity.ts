import { normalizeWord, words } from '../../src/rules/index.js';
import type { OptimizerInput } from '../../src/contract/optimizer.js';

/**
 * Who the product is, as the benchmark decides it from the seller's input alone (never from the
 * writer's own analysis): its brand, its name in the title, and the words that only name it.
 */
export interface Identity {
  /** The brand: the row's brand field when given, else the title's first word (where Amazon puts the brand); checked for splits when it has 2+ words. */
  brand: string[];
  /**
   * The product name: the title's leading words up to the first segment break (`,` `|` `(` `[` `:` `;`
   * `/` or a spaced dash), the first word of the main keyword or the first word with a digit (a size
   * or model number starts the attributes), whichever comes first, at most 4 words, and at least the
   * title's first word. `Madame Alexander 8" ICY Fairytale Collectible Doll` gives `Madame Alexander`;
   * `Ambrane Unbreakable 60W / 3A Fast Charging … Cable` gives `Ambrane Unbreakable`. Neither the
   * writer nor the benchmark knows where a brand without a brand field ends, so nothing may be
   * inserted anywhere inside this leading run.
   */
  productName: string[];
  /** Normalised words that only name the product (brand and main keyword): not facts for the filler measure. */
  naming: Set<string>;
  /** Normalised words masked for the boilerplate measure: brand, product name, main keyword and every title word. */
  masked: Set<string>;
}

const CONNECTIVES = new Set(['with', 'for', 'and', 'or', 'of', 'in', 'on', 'to', 'by', 'from', 'the', 'a', 'an']);

export function identityOf(input: OptimizerInput, brandField?: string): Identity {
  const titleWords = words(input.title);
  const brand = brandField?.trim() ? words(brandField) : titleWords.slice(0, 1);
  const main = new Set(words(input.titleMainKeyword).map(normalizeWord));
  const firstSegment = input.title.split(/[,|([:;/]| [-–—] /)[0] ?? '';
  const productName: string[] = [];
  for (const w of words(firstSegment)) {
    if (productName.length >= 4 || (productName.length >= 1 && (main.has(normalizeWord(w)) || /\d/.test(w)))) break;
    productName.push(w);
  }
  // A name cut at four words never ends on a connective (`Daron FDNY Ambulance with`): `… Ambulance comes with …` does not split it.
  while (productName.length > 1 && CONNECTIVES.has((productName.at(-1) ?? '').toLowerCase())) productName.pop();
  const naming = new Set([...brand, ...main].map(normalizeWord));
  const masked = new Set([...brand, ...productName, ...main, ...titleWords].map(normalizeWord));
  return { brand, productName, naming, masked };
}
