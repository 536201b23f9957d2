import { codePointLength } from '../counting.js';
import { trimToLimit } from '../fix/trim.js';
import { findAll } from '../spans.js';
import type { Finding } from '../types.js';
import { at, type AuditContext } from './context.js';
import { auditText } from './text.js';

const DESCRIPTION = { field: 'description' } as const;

/** A tag or an entity. `<br>` is the only markup Amazon keeps; `<10 lb` is not a tag. */
export const HTML_MARKUP = /<\/?([a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/giu;

export function isLineBreakTag(markup: string): boolean {
  return /^<br\s*\/?>$/i.test(markup);
}

export function auditDescription(ctx: AuditContext, out: Finding[]): void {
  const description = ctx.listing.description;
  if (description === undefined) return;
  const { max, target } = ctx.limits.description;
  const length = codePointLength(description);
  if (description.trim() === '') {
    out.push(at(DESCRIPTION, { rule: 'description.length', severity: 'warning', message: `The description is empty; aim for ${target[0]}–${target[1]} characters.` }));
    return;
  }
  if (length > max) {
    const kept = trimToLimit(description, max, { preferSentence: true, html: true }).length;
    out.push(at(DESCRIPTION, { rule: 'description.length', severity: 'error', start: kept, end: description.length, message: `The description is ${length} characters; the limit is ${max}.`, fix: '' }));
  } else if (length < target[0]) {
    out.push(at(DESCRIPTION, { rule: 'description.length', severity: 'info', message: `The description is ${length} characters; aim for ${target[0]}–${target[1]}.` }));
  }
  for (const span of findAll(HTML_MARKUP, description)) {
    if (isLineBreakTag(span.text)) continue;
    out.push(at(DESCRIPTION, { rule: 'description.html', severity: 'error', start: span.start, end: span.end, message: `HTML ${span.text} is not allowed; only line breaks are.`, fix: ' ' }));
  }
  auditText(description, DESCRIPTION, out, { sentences: true }, ctx.wordsOf, ctx.sentencesOf);
}
