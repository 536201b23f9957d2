import { findInvisible } from '../../characters.js';
import { at, showChar, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'text.invisible-char',
  field: 'any',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: zero-width, direction and control characters split words for search and cost bytes; fix removes them.',
  autoFix: true,
  scope: 'text',
  check({ ref, text }, _ctx, report) {
    for (const span of findInvisible(text)) {
      report(at(ref, {
        severity: 'warning',
        start: span.start,
        end: span.end,
        message: `Invisible ${span.kind === 'control' ? 'control' : 'formatting'} character ${showChar(span.text)}; it splits words for search.`,
        fix: span.kind === 'control' ? spanRemoval(text, span.start, span.end) : '',
      }));
    }
  },
});
