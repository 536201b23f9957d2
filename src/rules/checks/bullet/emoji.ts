import { findEmoji } from '../../characters.js';
import { at, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'bullet.emoji',
  field: 'bullets',
  category: 'compliance',
  severity: 'error',
  severities: 'error: emoji are banned in bullets.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: bullet }, _ctx, report) {
    for (const span of findEmoji(bullet)) {
      report(at(ref, { severity: 'error', start: span.start, end: span.end, message: `Emoji ${span.text} are banned in bullets.`, fix: spanRemoval(bullet, span.start, span.end) }));
    }
  },
});
