import { findAll } from '../../spans.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

/** A tag or an entity. `<br>` is the only markup Amazon keeps; `<10 lb` is not a tag. */
export const HTML_MARKUP = /<\/?([a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/giu;

export function isLineBreakTag(markup: string): boolean {
  return /^<br\s*\/?>$/i.test(markup);
}

export default defineRule({
  id: 'description.html',
  field: 'description',
  category: 'compliance',
  severity: 'error',
  severities: 'error: HTML other than line breaks is not allowed; fix strips tags and entities.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: description }, _ctx, report) {
    for (const span of findAll(HTML_MARKUP, description)) {
      if (isLineBreakTag(span.text)) continue;
      report(at(ref, { severity: 'error', start: span.start, end: span.end, message: `HTML ${span.text} is not allowed; only line breaks are.`, fix: ' ' }));
    }
  },
});
