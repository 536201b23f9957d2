import { at } from '../context.js';
import { defineRule } from '../define.js';
import { termsWith } from './terms.js';

export default defineRule({
  id: 'backend.repeats-title',
  field: 'backend',
  category: 'structure',
  severity: 'warning',
  severities: 'warning: words already in the title are indexed already and waste bytes.',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    for (const token of termsWith(ctx, 'repeats-title')) {
      report(at(ref, { severity: 'warning', start: token.start, end: token.end, message: `"${token.text}" is already in the title.`, fix: '' }));
    }
  },
});
