import { findAll } from '../../spans.js';
import { brandSpans, charsetsFor, insideAny } from '../charsets.js';
import { at, showChar, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'title.forbidden-char',
  field: 'title',
  category: 'compliance',
  severity: 'error',
  severities: 'error: ! $ ? _ { } ^ ¬ ¦ outside the brand name break the title policy.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: title }, ctx, report) {
    const exempt = brandSpans(title, ctx.listing.brand);
    for (const span of findAll(charsetsFor(ctx.profile).titleForbidden, title)) {
      if (insideAny(exempt, span.start)) continue;
      report(at(ref, {
        severity: 'error',
        start: span.start,
        end: span.end,
        message: `${showChar(span.text)} is not allowed in titles (outside the brand name).`,
        fix: spanRemoval(title, span.start, span.end),
      }));
    }
  },
});
