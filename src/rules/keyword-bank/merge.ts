import { bankKey, type BankKeyword, type KeywordPriority } from './bank-keyword.js';

/**
 * How strongly a priority binds the writer. When two spellings of one keyword disagree, the
 * stronger one wins:
 * - `excluded` is strongest: a seller marks a competitor's brand or a banned term excluded, and
 *   placing it anyway is a policy risk (a suppressed listing), while leaving out a wanted term only
 *   costs some reach. One "excluded" anywhere means "never write this".
 * - `must-have` beats `normal`: a keyword the seller asked for by name stays asked for when a
 *   research export lists it again without a priority (every imported row is `normal`).
 */
export const PRIORITY_STRENGTH: Record<KeywordPriority, number> = { normal: 0, 'must-have': 1, excluded: 2 };

export function strongerPriority(a: KeywordPriority, b: KeywordPriority): KeywordPriority {
  return PRIORITY_STRENGTH[b] > PRIORITY_STRENGTH[a] ? b : a;
}

/** The larger of two volumes; a known volume beats an unknown one (null). */
export function largerVolume(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

export interface MergedKeywords<K extends BankKeyword = BankKeyword> {
  /** One entry per bankKey, in the order each key was first seen. */
  keywords: (K & { key: string })[];
  /** How many inputs were folded into an earlier spelling of the same keyword. */
  merged: number;
}

/**
 * Groups keywords that are one keyword to a shopper (case, spacing, plural and singular, see
 * bankKey) and keeps one of each: the first spelling seen (the seller's file order usually puts
 * their preferred form first), the highest volume (research tools report the variants separately,
 * and the biggest figure is the closest to the demand the listing competes for) and the strongest
 * priority. Keywords whose key is empty (only punctuation) are dropped and not counted as merged.
 * Extra fields of K (a row number, a source) come from the first spelling.
 */
export function mergeKeywords<K extends BankKeyword>(keywords: readonly K[]): MergedKeywords<K> {
  const byKey = new Map<string, K & { key: string }>();
  let merged = 0;
  for (const keyword of keywords) {
    const key = bankKey(keyword.phrase);
    if (!key) continue;
    const kept = byKey.get(key);
    if (!kept) {
      byKey.set(key, { ...keyword, key });
      continue;
    }
    merged++;
    kept.volume = largerVolume(kept.volume, keyword.volume);
    kept.priority = strongerPriority(kept.priority, keyword.priority);
  }
  return { keywords: [...byKey.values()], merged };
}
