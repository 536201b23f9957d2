import { defineRule } from '../define.js';

const COVERAGE_WARNING = 50;
const COVERAGE_INFO = 80;

export default defineRule({
  id: 'keyword.coverage',
  field: 'keywords',
  category: 'keywords',
  severity: 'warning',
  severities: 'warning: weighted coverage below 50%; info: below 80%.',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    const weighted = ctx.coverage.weighted;
    if (weighted === null || weighted >= COVERAGE_INFO) return;
    report({
      severity: weighted < COVERAGE_WARNING ? 'warning' : 'info',
      field: 'keywords',
      message: `Keyword coverage is ${weighted}% (title ×3, bullets ×2, description and search terms ×1).`,
    });
  },
});
