import { codePointLength } from '../counting.js';
import { trimToLimit } from '../fix/trim.js';
import type { Finding } from '../types.js';
import { at, type AuditContext } from './context.js';
import { auditText } from './text.js';

const HIGHLIGHTS = { field: 'highlights' } as const;

export function auditHighlights(ctx: AuditContext, out: Finding[]): void {
  const text = ctx.listing.highlights;
  if (text === undefined || text.trim() === '') return;
  const limits = ctx.limits.highlights;
  if (!limits) {
    out.push(at(HIGHLIGHTS, { rule: 'highlights.unsupported', severity: 'info', message: `Item highlights are not part of the ${ctx.profile.id} policy in the ${ctx.limits.marketplace} store.` }));
  } else {
    const length = codePointLength(text);
    if (length > limits.max) {
      const kept = trimToLimit(text, limits.max).length;
      out.push(at(HIGHLIGHTS, { rule: 'highlights.length', severity: 'error', start: kept, end: text.length, message: `Item highlights are ${length} characters; the limit is ${limits.max}.`, fix: '' }));
    }
    const titleLength = codePointLength(ctx.listing.title);
    if (titleLength > limits.maxTitleLength) {
      out.push(at(HIGHLIGHTS, { rule: 'highlights.title-too-long', severity: 'error', message: `Item highlights are only accepted with a title of at most ${limits.maxTitleLength} characters (this one has ${titleLength}).` }));
    }
  }
  auditText(text, HIGHLIGHTS, out, {}, ctx.wordsOf);
}
