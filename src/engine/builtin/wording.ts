import { repeatKey } from '../../listing/rules/title.js';
import { COMPOUND_WORD_PATTERN, FUNCTION_WORDS, normalizeWord, wordTokens, words } from '../../listing/words.js';

/*
 * Word-level checks the writer makes while composing, using the rules engine's own tokenizers so
 * the writer and the audit always agree on what a word is.
 */

/** Normalized words (lowercase, singular), in order. */
export function normWords(text: string): string[] {
  return words(text).map(normalizeWord);
}

/** Normalized words without articles, prepositions and conjunctions. */
export function contentNorms(text: string): string[] {
  return normWords(text).filter((w) => !FUNCTION_WORDS.has(w));
}

/** True when every content word of `phrase` is in `set` (a keyword is covered word by word). */
export function coveredBy(phrase: string, set: ReadonlySet<string>): boolean {
  const content = contentNorms(phrase);
  const counted = content.length > 0 ? content : normWords(phrase);
  return counted.length > 0 && counted.every((w) => set.has(w));
}

/** True when `phrase` appears in `text` as a run of words (case- and plural-insensitive). */
export function containsPhrase(text: string, phrase: string): boolean {
  const hay = normWords(text);
  const needle = normWords(phrase);
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Counts of title words the way Amazon's "at most twice" rule counts them. */
export class RepeatCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  private keys(text: string): string[] {
    const keys: string[] = [];
    for (const token of wordTokens(text, COMPOUND_WORD_PATTERN)) {
      const key = repeatKey(token.text);
      if (key !== null) keys.push(key);
    }
    return keys;
  }

  /** True when adding `text` keeps every word within the limit. */
  fits(text: string): boolean {
    const extra = new Map<string, number>();
    for (const key of this.keys(text)) {
      const n = (extra.get(key) ?? 0) + 1;
      extra.set(key, n);
      if ((this.counts.get(key) ?? 0) + n > this.max) return false;
    }
    return true;
  }

  add(text: string): void {
    for (const key of this.keys(text)) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** `text` without the uses of words past the limit (the seller's own title may repeat). */
  prune(text: string): string {
    const seen = new Map<string, number>();
    let out = '';
    let at = 0;
    for (const token of wordTokens(text, COMPOUND_WORD_PATTERN)) {
      const key = repeatKey(token.text);
      if (key === null) continue;
      const n = (this.counts.get(key) ?? 0) + (seen.get(key) ?? 0) + 1;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (n > this.max) {
        out += text.slice(at, token.start);
        at = token.end;
      }
    }
    return (out + text.slice(at)).replace(/\s{2,}/g, ' ').replace(/\s+([,;])/g, '$1').trim();
  }
}
