import { codePointLength } from '../../counting.js';
import { trimToLimit } from '../../text/fit.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'highlights.length',
  field: 'highlights',
  category: 'length',
  severity: 'error',
  severities: 'error: over the item-highlights limit.',
  autoFix: true,
  scope: 'text',
  check({ ref, text }, ctx, report) {
    const limits = ctx.limits.highlights;
    if (!limits) return;
    const length = codePointLength(text);
    if (length <= limits.max) return;
    const kept = trimToLimit(text, limits.max).length;
    report(at(ref, { severity: 'error', start: kept, end: text.length, message: `Item highlights are ${length} characters; the limit is ${limits.max}.`, fix: '' }));
  },
});
