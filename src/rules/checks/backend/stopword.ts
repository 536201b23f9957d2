import { at } from '../context.js';
import { defineRule } from '../define.js';
import { termsWith } from './terms.js';

export default defineRule({
  id: 'backend.stopword',
  field: 'backend',
  category: 'structure',
  severity: 'warning',
  severities: 'warning: a an and by for of the with waste bytes.',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    for (const token of termsWith(ctx, 'stopword')) {
      report(at(ref, { severity: 'warning', start: token.start, end: token.end, message: `"${token.text}" wastes bytes; search ignores it.`, fix: '' }));
    }
  },
});
