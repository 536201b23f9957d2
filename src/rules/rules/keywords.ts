import type { Finding } from '../types.js';
import type { AuditContext } from './context.js';

const COVERAGE_WARNING = 50;
const COVERAGE_INFO = 80;

export function auditKeywords(ctx: AuditContext, out: Finding[]): void {
  const { coverage } = ctx;
  for (const entry of coverage.keywords) {
    if (entry.kind === 'main') {
      const status = entry.fields.title;
      if (status === 'missing' || status === 'some-words') {
        out.push({ rule: 'keyword.missing', severity: 'error', field: 'title', message: `The main keyword "${entry.keyword}" is ${status === 'missing' ? 'not in the title' : 'only partly in the title'}.` });
      }
    } else if (entry.kind === 'bullet') {
      const status = entry.fields.bullets;
      if (status === 'missing') {
        out.push({ rule: 'keyword.missing', severity: 'warning', field: 'bullets', message: `The bullet keyword "${entry.keyword}" is not in the bullets.` });
      } else if (status === 'some-words') {
        // Amazon indexes words, so the words present already count; the rest are advice, not a ranking loss of the whole keyword.
        out.push({
          rule: 'keyword.missing',
          severity: 'info',
          field: 'bullets',
          message: `The bullet keyword "${entry.keyword}" is only partly in the bullets (${entry.matched.bullets} of ${entry.words.length} words).`,
        });
      }
    } else if (coverage.fields.every((f) => entry.fields[f] === 'missing')) {
      out.push({ rule: 'keyword.missing', severity: 'warning', field: 'keywords', message: `The keyword "${entry.keyword}" appears nowhere in the listing.` });
    }
  }
  const weighted = coverage.weighted;
  if (weighted !== null && weighted < COVERAGE_INFO) {
    out.push({
      rule: 'keyword.coverage',
      severity: weighted < COVERAGE_WARNING ? 'warning' : 'info',
      field: 'keywords',
      message: `Keyword coverage is ${weighted}% (title ×3, bullets ×2, description and search terms ×1).`,
    });
  }
}
