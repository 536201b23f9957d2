import { at } from '../context.js';
import { defineRule } from '../define.js';
import { termsWith } from './terms.js';

export default defineRule({
  id: 'backend.duplicate-word',
  field: 'backend',
  category: 'structure',
  severity: 'warning',
  severities: 'warning: a repeated word (singular/plural count as one) wastes bytes.',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    for (const token of termsWith(ctx, 'duplicate-word')) {
      report(at(ref, { severity: 'warning', start: token.start, end: token.end, message: `"${token.text}" is already in the search terms (singular and plural count once).`, fix: '' }));
    }
  },
});
