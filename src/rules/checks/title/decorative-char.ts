import { findAll } from '../../spans.js';
import { brandSpans, charsetsFor, insideAny, isMeaningfulContextChar } from '../charsets.js';
import { at, showChar, spanRemoval } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'title.decorative-char',
  field: 'title',
  category: 'compliance',
  severity: 'error',
  severities: 'error: ~ # < > * used as decoration; next to a number (Style #4301, <10 lb) they are allowed and not reported.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: title }, ctx, report) {
    const exempt = brandSpans(title, ctx.listing.brand);
    for (const span of findAll(charsetsFor(ctx.profile).titleContext, title)) {
      if (insideAny(exempt, span.start) || isMeaningfulContextChar(title, span.start)) continue;
      report(at(ref, {
        severity: 'error',
        start: span.start,
        end: span.end,
        message: `${showChar(span.text)} is only allowed next to a number (Style #4301, <10 lb).`,
        fix: spanRemoval(title, span.start, span.end),
      }));
    }
  },
});
