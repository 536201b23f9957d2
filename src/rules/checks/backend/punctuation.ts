import { findAll } from '../../spans.js';
import { SEARCH_TERM_PUNCTUATION } from '../../text/words.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'backend.punctuation',
  field: 'backend',
  category: 'structure',
  severity: 'warning',
  severities: 'warning: punctuation wastes bytes and is ignored by search. A hyphen inside a word (usb-c, 3-in-1) and a decimal point between digits (2.4ghz) are part of the term and not reported; fix keeps them.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: backend }, _ctx, report) {
    for (const span of findAll(SEARCH_TERM_PUNCTUATION, backend)) {
      report(at(ref, { severity: 'warning', start: span.start, end: span.end, message: `"${span.text}": search terms need no punctuation; separate words with single spaces.`, fix: ' ' }));
    }
  },
});
