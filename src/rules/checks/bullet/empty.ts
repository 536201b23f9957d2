import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'bullet.empty',
  field: 'bullets',
  category: 'length',
  severity: 'warning',
  severities: 'warning: a blank bullet wastes a slot; fix drops it.',
  autoFix: true,
  scope: 'text',
  // The only bullet rule for a blank bullet.
  blank: true,
  check({ ref, blank }, _ctx, report) {
    if (blank) report(at(ref, { severity: 'warning', message: `Bullet ${(ref.index ?? 0) + 1} is empty.` }));
  },
});
