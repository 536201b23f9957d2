import type { RuleId } from './checks/registry.js';
import type { Severity } from './types.js';
import { WORD_INSIDE } from './text/words.js';

/**
 * Phrases Amazon bans or wants proof for, as data. Each family is one precompiled pattern. Matches
 * start and end on word boundaries (Unicode-aware, unlike `\b`), so deleting a match never cuts a
 * word in half.
 */
export interface PhraseFamily {
  /** The rule whose module checks this family (rules/text/*.ts). */
  rule: RuleId;
  severity: Severity;
  /** Why it is a problem, shown to the seller. */
  why: string;
  pattern: RegExp;
  /** Extra check on a match, for what a pattern cannot say (e.g. how many digits a phone has). */
  accept?: (match: string) => boolean;
  /**
   * `sentence`: the finding covers the whole sentence (in a title, the segment between separators),
   * so removing it removes the whole statement. Contact lines, guarantees and offers are sentences
   * that exist only to carry the banned content; cutting just the phrase leaves a broken fragment
   * ("Call us at for bulk orders."). Other families point at the phrase itself.
   */
  scope?: 'sentence';
  /**
   * A cheap pre-check: the pattern can only match text that has one of these lowercase words, or
   * a match for `chars`. Running a dozen word-boundary patterns over every field is the audit's
   * main cost; nearly all text fails this check first. Tests hold triggers and patterns together.
   */
  triggers: {
    words: readonly string[];
    /** A pattern, or a hand-written check where a scan with indexOf is much cheaper than a regex. */
    chars?: { test(text: string): boolean };
    /** Two neighbouring words, for a trigger too common alone (`no` of `No. 1`): [first, second]. */
    pairs?: readonly (readonly [string, string])[];
  };
  /**
   * A cheaper test every match of the pattern passes, on the text as written (a word or characters
   * the pattern cannot match without, under the same case folding): unlike the triggers it holds for
   * `Rs599` too, so a reader that must not miss a match (the writer's policy check) skips the
   * pattern on a text that fails it. Tests hold it and the pattern together.
   */
  needs?: { test(text: string): boolean };
}

export const BEFORE = `(?<![${WORD_INSIDE}])`;
export const AFTER = `(?![${WORD_INSIDE}])`;

/** One pattern for a family: any alternative, starting and ending on word boundaries, case-insensitive. */
export function phrases(alternatives: readonly string[]): RegExp {
  return new RegExp(`${BEFORE}(?:${alternatives.join('|')})${AFTER}`, 'giu');
}

/** A money amount: `9.99`, `1,499`, `2000`. */
export const AMOUNT = '\\d(?:[\\d,]*\\d)?(?:\\.\\d+)?';

/** What a sentence of the match may hold around it, without crossing a sentence end. */
export const IN_SENTENCE = '[^.!?\\n]';
