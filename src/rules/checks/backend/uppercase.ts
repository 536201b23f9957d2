import { at } from '../context.js';
import { defineRule } from '../define.js';
import { backendTerms } from './terms.js';

const UPPER = /\p{Lu}/u;

export default defineRule({
  id: 'backend.uppercase',
  field: 'backend',
  category: 'structure',
  severity: 'info',
  severities: 'info: search is case-insensitive; lowercase is the convention.',
  autoFix: true,
  scope: 'text',
  check({ ref }, ctx, report) {
    const upper = ctx.once(backendTerms).tokens.filter((token) => UPPER.test(token.text));
    const first = upper[0];
    if (!first) return;
    const n = upper.length;
    report(at(ref, { severity: 'info', start: first.start, end: first.end, message: `${n} word${n === 1 ? ' has' : 's have'} capitals; search terms are conventionally lowercase.` }));
  },
});
