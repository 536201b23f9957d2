import { defineRule } from '../define.js';

export default defineRule({
  id: 'bullet.count',
  field: 'bullets',
  category: 'structure',
  severity: 'error',
  severities: 'error: more bullets than Amazon accepts (fix drops the extra ones); warning: fewer than the recommended five.',
  autoFix: true,
  scope: 'field',
  check(ctx, report) {
    const { countMin, countMax } = ctx.limits.bullets;
    const filled = ctx.listing.bullets.filter((b) => b.trim() !== '').length;
    // A bullet of filler does not make up the count: only bullets that state a fact do.
    const factual = ctx.factual.bullets.filter((b) => b.trim() !== '').length;
    if (filled > countMax) {
      report({ severity: 'error', field: 'bullets', message: `${filled} bullets; Amazon accepts at most ${countMax}.` });
    } else if (factual < countMin) {
      const count = factual === filled ? `${filled} bullets` : `${factual} of ${filled} bullets state a fact`;
      report({ severity: 'warning', field: 'bullets', message: `${count}; use at least ${countMin}.` });
    }
  },
});
