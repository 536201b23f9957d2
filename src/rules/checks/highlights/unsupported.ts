import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'highlights.unsupported',
  field: 'highlights',
  category: 'compliance',
  severity: 'info',
  severities: 'info: the profile or the store has no item-highlights field, so the text is unused.',
  autoFix: false,
  scope: 'text',
  check({ ref }, ctx, report) {
    if (ctx.limits.highlights) return;
    report(at(ref, { severity: 'info', message: `Item highlights are not part of the ${ctx.profile.id} policy in the ${ctx.limits.marketplace} store.` }));
  },
});
