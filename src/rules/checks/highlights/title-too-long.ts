import { codePointLength } from '../../counting.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'highlights.title-too-long',
  field: 'highlights',
  category: 'compliance',
  severity: 'error',
  severities: 'error: highlights are only accepted with a short title; fix drops them when the title must stay long.',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    const limits = ctx.limits.highlights;
    if (!limits) return;
    const titleLength = codePointLength(ctx.listing.title);
    if (titleLength <= limits.maxTitleLength) return;
    report(at(ref, { severity: 'error', message: `Item highlights are only accepted with a title of at most ${limits.maxTitleLength} characters (this one has ${titleLength}).` }));
  },
});
