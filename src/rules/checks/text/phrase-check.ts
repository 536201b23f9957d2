import { candidateFamilies, CONTACT_FAMILIES, PLACEHOLDER, type PhraseFamily } from '../../phrases.js';
import { findAll, type Span } from '../../spans.js';
import { segmentAround, sentenceAround, type TextRange } from '../../statements.js';
import type { Finding, ListingField, Severity } from '../../types.js';
import { at, spanRemoval, type AuditContext } from '../context.js';
import type { Report, TextTarget } from '../define.js';

/** Families fix() removes, so their findings carry the same removal for the seller to apply. */
const DELETED_BY_FIX: ReadonlySet<PhraseFamily> = new Set([...CONTACT_FAMILIES, PLACEHOLDER]);

/** Which phrase families could match each text, looked up once per text per audit. */
function familyIndex(ctx: AuditContext): (text: string) => ReadonlySet<PhraseFamily> {
  const cache = new Map<string, ReadonlySet<PhraseFamily>>();
  return (text) => {
    let found = cache.get(text);
    if (!found) {
      const families = candidateFamilies(text, ctx.wordsOf(text));
      // Nearly every text has none: share one empty set rather than allocate one per text.
      found = families.length === 0 ? NONE : new Set(families);
      cache.set(text, found);
    }
    return found;
  };
}

const NONE: ReadonlySet<PhraseFamily> = new Set();

/**
 * What a finding points at: the phrase, or for sentence-scoped families the whole statement (the
 * sentence in prose, the segment in a title). Search terms have no sentences, so the phrase.
 */
function statementOf(family: PhraseFamily, span: Span, target: TextTarget, ctx: AuditContext): TextRange {
  const { field } = target.ref;
  if (family.scope !== 'sentence' || field === 'backend') return span;
  if (field === 'title') return segmentAround(target.text, span.start, span.end) ?? span;
  return sentenceAround(target.text, span.start, span.end, ctx.sentencesOf);
}

export interface PhraseCheckOptions {
  /** Fields with a rule of their own for these phrases (titles: title.promo-phrase). */
  skip?: readonly ListingField[];
  /** Overrides the families' own severity. */
  severity?: Severity;
}

/** What one text holds for a rule: each finding before it is placed in a field (`at`), with its removal when fix() deletes it. */
type Found = readonly { finding: Omit<Finding, 'rule' | 'field' | 'index'>; fix?: string }[];

/**
 * The check of a rule made of phrase families (phrases.ts): one finding per statement, since three
 * phrases in one guarantee sentence are one problem. What it finds depends on the field and the
 * text alone, and one listing's texts are audited again and again as it is written (each title
 * option, each field weighed against the seller's): kept for the texts checked last.
 */
export function phraseCheck(families: readonly PhraseFamily[], { skip = [], severity }: PhraseCheckOptions = {}) {
  const find = (target: TextTarget, ctx: AuditContext): Found => {
    const candidates = ctx.once(familyIndex)(target.text);
    if (candidates === NONE) return [];
    const out: { finding: Omit<Finding, 'rule' | 'field' | 'index'>; fix?: string }[] = [];
    for (const family of families) {
      if (!candidates.has(family)) continue;
      const reported = new Set<number>();
      for (const span of findAll(family.pattern, target.text)) {
        if (family.accept && !family.accept(span.text)) continue;
        const range = statementOf(family, span, target, ctx);
        if (reported.has(range.start)) continue;
        reported.add(range.start);
        const finding = { severity: severity ?? family.severity, start: range.start, end: range.end, message: `"${span.text}": ${family.why}` };
        out.push(DELETED_BY_FIX.has(family) ? { finding, fix: spanRemoval(target.text, range.start, range.end) } : { finding });
      }
    }
    return out;
  };
  const seen = new Map<ListingField, Map<string, Found>>();
  return (target: TextTarget, ctx: AuditContext, report: Report): void => {
    if (skip.length > 0 && skip.includes(target.ref.field)) return;
    let texts = seen.get(target.ref.field);
    if (!texts) seen.set(target.ref.field, (texts = new Map()));
    let found = texts.get(target.text);
    if (found === undefined) {
      found = find(target, ctx);
      if (texts.size >= SEEN_LIMIT) texts.clear();
      texts.set(target.text, found);
    }
    for (const { finding, fix } of found) {
      const placed: Omit<Finding, 'rule'> = at(target.ref, finding);
      if (fix !== undefined) placed.fix = fix;
      report(placed);
    }
  };
}

/** Texts kept per field and rule; at the limit the memory starts over (a server reads endless listings). */
const SEEN_LIMIT = 500;
