import { at } from '../context.js';
import { defineRule } from '../define.js';
import { termsWith } from './terms.js';

export default defineRule({
  id: 'backend.brand',
  field: 'backend',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: brand names are prohibited in search terms (only checked when the brand is known).',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    for (const token of termsWith(ctx, 'brand')) {
      report(at(ref, { severity: 'warning', start: token.start, end: token.end, message: `"${token.text}" is part of the brand; brand names are prohibited in search terms.`, fix: '' }));
    }
  },
});
