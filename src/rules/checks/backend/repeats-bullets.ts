import { at } from '../context.js';
import { defineRule } from '../define.js';
import { termsWith } from './terms.js';

const LISTED = 8;

export default defineRule({
  id: 'backend.repeats-bullets',
  field: 'backend',
  category: 'structure',
  severity: 'info',
  severities: 'info: words already in the bullets add little; fix keeps them (the bullets may change).',
  autoFix: false,
  scope: 'text',
  check({ ref }, ctx, report) {
    const words = termsWith(ctx, 'repeats-bullets').map((token) => token.text);
    if (words.length === 0) return;
    report(at(ref, { severity: 'info', message: `Already in the bullets: ${words.slice(0, LISTED).join(', ')}${words.length > LISTED ? ' ...' : ''}.` }));
  },
});
