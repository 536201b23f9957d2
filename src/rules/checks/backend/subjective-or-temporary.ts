import { at } from '../context.js';
import { defineRule } from '../define.js';
import { termsWith } from './terms.js';

export default defineRule({
  id: 'backend.subjective-or-temporary',
  field: 'backend',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: subjective or temporary words (best, new, sale ...) are prohibited; Amazon ignores them rather than suppressing.',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    for (const token of termsWith(ctx, 'subjective-or-temporary')) {
      report(at(ref, { severity: 'warning', start: token.start, end: token.end, message: `"${token.text}" is subjective or temporary; Amazon prohibits it in search terms.`, fix: '' }));
    }
  },
});
