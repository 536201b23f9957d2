import { bankPhrase, effectiveBank, phraseSpans } from '../../keyword-bank/volume-coverage.js';
import type { AuditContext } from '../context.js';
import { defineRule } from '../define.js';
import type { ListingField } from '../../types.js';

/** The bank's excluded keywords, ready to match, once per audit. */
const excludedOf = (ctx: AuditContext) =>
  (effectiveBank(ctx.keywords) ?? []).filter((k) => k.priority === 'excluded').map((k) => ({ phrase: k.phrase, match: bankPhrase(k.phrase) })).filter((k) => k.match.norms.length > 0);

export default defineRule({
  id: 'keyword.excluded-present',
  field: 'keywords',
  category: 'keywords',
  severity: 'error',
  severities:
    'error: a keyword the seller\'s bank marks excluded (a competitor\'s brand, a banned or irrelevant term) is in a field, as written or as a plural, singular or word-order variant. Only with a keyword bank.',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    const excluded = ctx.once(excludedOf);
    if (excluded.length === 0) return;
    const { listing } = ctx;
    const texts: { field: ListingField; index?: number; text: string }[] = [
      { field: 'title', text: listing.title },
      ...(listing.highlights !== undefined ? [{ field: 'highlights' as const, text: listing.highlights }] : []),
      ...listing.bullets.map((text, index) => ({ field: 'bullets' as const, index, text })),
      ...(listing.description !== undefined ? [{ field: 'description' as const, text: listing.description }] : []),
      ...(listing.backend !== undefined ? [{ field: 'backend' as const, text: listing.backend }] : []),
    ];
    for (const { field, index, text } of texts) {
      for (const keyword of excluded) {
        for (const span of phraseSpans(text, keyword.match)) {
          const said = text.slice(span.start, span.end);
          const as = span.kind === 'exact' ? '' : ` (as "${said}")`;
          report({
            severity: 'error',
            field,
            ...(index !== undefined ? { index } : {}),
            start: span.start,
            end: span.end,
            message: `"${keyword.phrase}"${as} is excluded in your keyword bank, so it must not appear in the listing.`,
          });
        }
      }
    }
  },
});
