import { findAll } from '../../spans.js';
import { ASIN } from '../bullet/asin.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'backend.asin',
  field: 'backend',
  category: 'compliance',
  severity: 'error',
  severities: 'error: ASINs are prohibited in search terms.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: backend }, _ctx, report) {
    for (const span of findAll(ASIN, backend)) {
      report(at(ref, { severity: 'error', start: span.start, end: span.end, message: `ASIN ${span.text} is prohibited in search terms.`, fix: '' }));
    }
  },
});
