import { findAll } from '../../spans.js';
import { charsetsFor } from '../charsets.js';
import { at, showChar } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'title.style-char',
  field: 'title',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: Æ © ® are against Amazon style advice, not a suppression rule. fix removes © and ®; Æ is a letter and stays.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: title }, ctx, report) {
    for (const span of findAll(charsetsFor(ctx.profile).titleStyle, title)) {
      report(at(ref, { severity: 'warning', start: span.start, end: span.end, message: `Amazon's style guide advises against ${showChar(span.text)} in titles.` }));
    }
  },
});
