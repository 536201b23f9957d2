import { codePointLength } from '../../counting.js';
import { trimToLimit } from '../../text/fit.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'description.length',
  field: 'description',
  category: 'length',
  severity: 'error',
  severities: 'error: over the limit; warning: empty; info: below the target range.',
  autoFix: true,
  scope: 'text',
  // Reports a blank description, which no other description rule looks at.
  blank: true,
  check({ ref, text: description, blank }, ctx, report) {
    const { max, target } = ctx.limits.description;
    if (blank) {
      report(at(ref, { severity: 'warning', message: `The description is empty; aim for ${target[0]}–${target[1]} characters.` }));
      return;
    }
    const length = codePointLength(description);
    if (length > max) {
      const kept = trimToLimit(description, max, { preferSentence: true, html: true }).length;
      report(at(ref, { severity: 'error', start: kept, end: description.length, message: `The description is ${length} characters; the limit is ${max}.`, fix: '' }));
    } else if (length < target[0]) {
      report(at(ref, { severity: 'info', message: `The description is ${length} characters; aim for ${target[0]}–${target[1]}.` }));
    }
  },
});
