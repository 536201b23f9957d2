import { MOJIBAKE } from '../../characters.js';
import { findAll } from '../../spans.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'text.mojibake',
  field: 'any',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: broken encoding (donâ€™t, U+FFFD) shows as garbage to buyers.',
  autoFix: false,
  scope: 'text',
  check({ ref, text }, _ctx, report) {
    for (const span of findAll(MOJIBAKE, text)) {
      report(at(ref, { severity: 'warning', start: span.start, end: span.end, message: `"${span.text}" looks like broken text encoding.` }));
    }
  },
});
