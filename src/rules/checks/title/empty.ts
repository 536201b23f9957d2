import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'title.empty',
  field: 'title',
  category: 'length',
  severity: 'error',
  severities: 'error: a listing cannot go live without a title.',
  autoFix: false,
  scope: 'text',
  // The only title rule for a blank title: nothing else in it can be wrong.
  blank: true,
  check({ ref, blank }, _ctx, report) {
    if (blank) report(at(ref, { severity: 'error', message: 'The title is empty.' }));
  },
});
