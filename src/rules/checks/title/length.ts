import { codePointLength } from '../../counting.js';
import { trimToLimit } from '../../text/fit.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'title.length',
  field: 'title',
  category: 'length',
  severity: 'error',
  severities: 'error: over the profile limit (Amazon cuts or hides it); warning: below the target range (unused ranking space).',
  autoFix: true,
  scope: 'text',
  check({ ref, text: title }, ctx, report) {
    const { max, target } = ctx.limits.title;
    const length = codePointLength(title);
    if (length > max) {
      // Highlight what a word-boundary trim would drop, so the span and its fix agree.
      const kept = trimToLimit(title, max).length;
      report(at(ref, { severity: 'error', start: kept, end: title.length, message: `The title is ${length} characters; the limit is ${max}.`, fix: '' }));
    } else if (length < target[0]) {
      report(at(ref, { severity: 'warning', message: `The title is ${length} characters; aim for ${target[0]}–${target[1]}.` }));
    }
  },
});
