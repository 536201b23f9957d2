import { codePointLength } from '../../counting.js';
import { trimToLimit } from '../../text/fit.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';

export default defineRule({
  id: 'bullet.length',
  field: 'bullets',
  category: 'length',
  severity: 'error',
  severities: 'error: over the profile limit; warning: in the guide\'s red zone below (too thin to sell); info: in the yellow zone near the limit.',
  autoFix: true,
  scope: 'text',
  check({ ref, text: bullet }, ctx, report) {
    const { max, guide, target } = ctx.limits.bullets;
    const length = codePointLength(bullet);
    const n = ref.index === undefined ? 'The bullet' : `Bullet ${ref.index + 1}`;
    if (length > max) {
      const kept = trimToLimit(bullet, max, { preferSentence: true }).length;
      report(at(ref, { severity: 'error', start: kept, end: bullet.length, message: `${n} is ${length} characters; the limit is ${max}.`, fix: '' }));
    } else if (length < guide.redBelow) {
      report(at(ref, { severity: 'warning', message: `${n} is ${length} characters; under ${guide.redBelow} is too thin (aim for ${target[0]}–${target[1]}).` }));
    } else if (length >= guide.yellowFrom) {
      report(at(ref, { severity: 'info', message: `${n} is ${length} characters, close to the ${guide.redAbove} limit.` }));
    }
  },
});
