import { defineRule } from '../define.js';

const COVERAGE_WARNING = 50;
const COVERAGE_INFO = 80;

export default defineRule({
  id: 'keyword.coverage',
  field: 'keywords',
  category: 'keywords',
  severity: 'warning',
  severities: 'warning: weighted coverage below 50%; info: below 80% (volume-weighted against the keyword bank when there is one).',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    const { bank } = ctx.coverage;
    const weighted = bank ? Math.round(bank.score) : ctx.coverage.weighted;
    if (weighted === null || weighted >= COVERAGE_INFO) return;
    report({
      severity: weighted < COVERAGE_WARNING ? 'warning' : 'info',
      field: 'keywords',
      message: bank
        ? `Volume-weighted keyword coverage is ${weighted}% of your keyword bank's search volume (title ×3, bullets ×2, description and search terms ×1; exact 100%, variant 70%, partial 50% or 30%).`
        : `Keyword coverage is ${weighted}% (title ×3, bullets ×2, description and search terms ×1).`,
    });
  },
});
