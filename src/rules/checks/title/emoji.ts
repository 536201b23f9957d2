import { findEmoji } from '../../characters.js';
import { at, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'title.emoji',
  field: 'title',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: emoji are not listed as banned in titles but are decorative; fix removes them.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: title }, _ctx, report) {
    for (const span of findEmoji(title)) {
      report(at(ref, { severity: 'warning', start: span.start, end: span.end, message: `Emoji ${span.text} in the title.`, fix: spanRemoval(title, span.start, span.end) }));
    }
  },
});
