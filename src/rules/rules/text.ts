import { findInvisible, MOJIBAKE } from '../characters.js';
import { candidateFamilies, CONTACT_FAMILIES, ECO, PLACEHOLDER, PROMO, UNPROVEN, type PhraseFamily } from '../phrases.js';
import { sentences, type Sentence } from '../prose.js';
import { findAll, type Span } from '../spans.js';
import { segmentAround, sentenceAround, type TextRange } from '../statements.js';
import type { Finding } from '../types.js';
import { lowerWords } from '../words.js';
import { at, showChar, spanRemoval, type FieldRef } from './context.js';

export interface TextRuleOptions {
  /** Titles report promotional and ranking phrases under the title policy's own rule. */
  title?: boolean;
  /** Search terms have their own rule for promotional words, so those families are skipped. */
  backend?: boolean;
  /** Check sentence length (prose fields only). */
  sentences?: boolean;
}

const BACKEND_SKIPS: ReadonlySet<PhraseFamily> = new Set([PROMO, UNPROVEN, ECO]);
const TITLE_PROMO: ReadonlySet<PhraseFamily> = new Set([PROMO, UNPROVEN]);

const BAMBOO = /(?<![\p{L}\p{N}])bamboo(?![\p{L}\p{N}])/iu;
const TEXTILE = /(?<![\p{L}\p{N}])(?:sheets?|towels?|fabrics?|fib(?:er|re)s?|textiles?|socks?|pa?jamas?|pyjamas?|shirts?|t-shirts?|underwear|clothing|bedding|pillowcases?|duvets?|blankets?|yarn|cloth|diapers?)(?![\p{L}\p{N}])/iu;
const HONEST_FIBRE = /(?<![\p{L}\p{N}])(?:rayon|viscose|lyocell|modal)(?![\p{L}\p{N}])/iu;

export const LONG_SENTENCE_WORDS = 40;

/** Families fix() removes, so their findings carry the same removal for the seller to apply. */
const DELETED_BY_FIX: ReadonlySet<PhraseFamily> = new Set([...CONTACT_FAMILIES, PLACEHOLDER]);

/**
 * What a finding points at: the phrase, or for sentence-scoped families the whole statement (the
 * sentence in prose, the segment in a title). Search terms have no sentences, so the phrase.
 */
function statementOf(
  family: PhraseFamily,
  span: Span,
  text: string,
  options: TextRuleOptions,
  sentencesOf: (text: string) => Sentence[],
): TextRange {
  if (family.scope !== 'sentence' || options.backend) return span;
  if (options.title) return segmentAround(text, span.start, span.end) ?? span;
  return sentenceAround(text, span.start, span.end, sentencesOf);
}

/**
 * Rules that apply to every text field: content bans, claims, invisible characters, encoding.
 * `wordsOf` and `sentencesOf` are shared with the other rules of the audit.
 */
export function auditText(
  text: string,
  ref: FieldRef,
  out: Finding[],
  options: TextRuleOptions = {},
  wordsOf: (text: string) => string[] = lowerWords,
  sentencesOf: (text: string) => Sentence[] = sentences,
): void {
  if (text.length === 0) return;
  for (const span of findInvisible(text)) {
    out.push(at(ref, {
      rule: 'text.invisible-char',
      severity: 'warning',
      start: span.start,
      end: span.end,
      message: `Invisible ${span.kind === 'control' ? 'control' : 'formatting'} character ${showChar(span.text)}; it splits words for search.`,
      fix: span.kind === 'control' ? spanRemoval(text, span.start, span.end) : '',
    }));
  }
  for (const span of findAll(MOJIBAKE, text)) {
    out.push(at(ref, { rule: 'text.mojibake', severity: 'warning', start: span.start, end: span.end, message: `"${span.text}" looks like broken text encoding.` }));
  }
  for (const family of candidateFamilies(text, wordsOf(text))) {
    if (options.backend && BACKEND_SKIPS.has(family)) continue;
    const asTitle = options.title === true && TITLE_PROMO.has(family);
    const reported = new Set<number>();
    for (const span of findAll(family.pattern, text)) {
      if (family.accept && !family.accept(span.text)) continue;
      const range = statementOf(family, span, text, options, sentencesOf);
      // One finding per statement: three phrases in one guarantee sentence are one problem.
      if (reported.has(range.start)) continue;
      reported.add(range.start);
      const finding: Finding = at(ref, {
        rule: asTitle ? 'title.promo-phrase' : family.rule,
        severity: asTitle ? 'error' : family.severity,
        start: range.start,
        end: range.end,
        message: `"${span.text}": ${family.why}`,
      });
      if (DELETED_BY_FIX.has(family)) finding.fix = spanRemoval(text, range.start, range.end);
      out.push(finding);
    }
  }
  bambooTextile(text, ref, out);
  if (options.sentences) longSentences(sentencesOf(text), ref, out);
}

function bambooTextile(text: string, ref: FieldRef, out: Finding[]): void {
  const bamboo = BAMBOO.exec(text);
  if (!bamboo || !TEXTILE.test(text) || HONEST_FIBRE.test(text)) return;
  out.push(at(ref, {
    rule: 'text.bamboo-textile',
    severity: 'warning',
    start: bamboo.index,
    end: bamboo.index + bamboo[0].length,
    message: 'Bamboo textiles are usually rayon; say "rayon made from bamboo" or name the certified fibre.',
  }));
}

function longSentences(found: readonly Sentence[], ref: FieldRef, out: Finding[]): void {
  for (const sentence of found) {
    if (sentence.words <= LONG_SENTENCE_WORDS) continue;
    out.push(at(ref, {
      rule: 'text.long-sentence',
      severity: 'info',
      start: sentence.start,
      end: sentence.end,
      message: `A ${sentence.words}-word sentence; shorter sentences are easier to scan.`,
    }));
  }
}
