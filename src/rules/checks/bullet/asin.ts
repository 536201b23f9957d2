import { findAll } from '../../spans.js';
import { WORD_INSIDE } from '../../text/words.js';
import { at, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';

/** Amazon ASINs: B0 and eight more capitals or digits, standing alone. */
export const ASIN = new RegExp(`(?<![${WORD_INSIDE}])B0[0-9A-Z]{8}(?![${WORD_INSIDE}])`, 'gu');

export default defineRule({
  id: 'bullet.asin',
  field: 'bullets',
  category: 'compliance',
  severity: 'error',
  severities: 'error: ASINs are banned in bullets; fix deletes them.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: bullet }, _ctx, report) {
    for (const span of findAll(ASIN, bullet)) {
      report(at(ref, { severity: 'error', start: span.start, end: span.end, message: `ASIN ${span.text} is not allowed in bullets.`, fix: spanRemoval(bullet, span.start, span.end) }));
    }
  },
});
