import { lowerWords, normalizeWord } from '../text/words.js';

/**
 * A seller's keyword research, as the writer and the coverage score use it. A bank comes from a
 * research tool's export (Cerebro, Magnet, Jungle Scout, DataDive, Brand Analytics) or from the
 * three keyword fields of the form, which become must-haves.
 */
export const KEYWORD_PRIORITIES = ['must-have', 'normal', 'excluded'] as const;
export type KeywordPriority = (typeof KEYWORD_PRIORITIES)[number];

export interface BankKeyword {
  /** As the seller's file spelled it (the first spelling seen when variants were merged). */
  phrase: string;
  /** Monthly searches from the export; null when the source had none. */
  volume: number | null;
  /** must-have: always placed somewhere; excluded: competitor brands and banned or irrelevant terms, never placed. */
  priority: KeywordPriority;
}

/**
 * The identity of a keyword: lowercase, singular words joined by one space. `Dog Beds`,
 * `dog  bed` and `DOG BED'S` are one keyword, so a bank holds each once.
 */
export function bankKey(phrase: string): string {
  return lowerWords(phrase).map(normalizeWord).join(' ');
}
