import type { CoverageReport } from '../keyword-coverage.js';
import type { ResolvedLimits } from '../limits.js';
import type { PolicyProfile } from '../profiles.js';
import type { Sentence } from '../text/sentences.js';
import type { SubstanceReport } from '../substance.js';
import type { Finding, Keywords, Listing, ListingField } from '../types.js';
import { wordCharAt, wordCharBefore } from '../text/words.js';

/** Everything a rule may read. Built once per audit so rules never resolve limits themselves. */
export interface AuditContext {
  listing: Listing;
  /** The listing without sentences that state no fact or repeat one (substance.ts). */
  factual: Listing;
  keywords: Keywords | undefined;
  profile: PolicyProfile;
  limits: ResolvedLimits;
  coverage: CoverageReport;
  /** Lowercase words of a text, computed once per text per audit. */
  wordsOf: (text: string) => string[];
  /** Sentences of a prose text, computed once per text per audit. */
  sentencesOf: (text: string) => Sentence[];
  /** Which sentences state no fact or repeat one (substance.ts). */
  substance: SubstanceReport;
  /**
   * A computation several rules share (the search terms' word classes, the title's words), run
   * once per audit: `compute` itself is the key, so each rule file can name what it needs.
   */
  once: <T>(compute: (ctx: AuditContext) => T) => T;
}

/** The `once` of one audit. */
export function onceCache(): <T>(compute: (ctx: AuditContext) => T, ctx: AuditContext) => T {
  const done = new Map<unknown, { value: unknown }>();
  return <T>(compute: (ctx: AuditContext) => T, ctx: AuditContext): T => {
    let entry = done.get(compute);
    if (!entry) {
      entry = { value: compute(ctx) };
      done.set(compute, entry);
    }
    return entry.value as T;
  };
}

/** Where a finding points: a field, and a bullet's index for bullets. */
export interface FieldRef {
  field: ListingField;
  index?: number;
}

export function at(ref: FieldRef, finding: Omit<Finding, 'rule' | 'field' | 'index'>): Omit<Finding, 'rule'> {
  const { severity, ...rest } = finding;
  return ref.index === undefined
    ? { severity, field: ref.field, ...rest }
    : { severity, field: ref.field, index: ref.index, ...rest };
}

/** Deleting a span between two words must leave a space; anywhere else nothing. */
export function spanRemoval(text: string, start: number, end: number): string {
  return wordCharBefore(text, start) && wordCharAt(text, end) ? ' ' : '';
}

/** Quotes a character for messages, naming the invisible ones. */
export function showChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(char) ? `"${char}"` : hex;
}
