import { defineRule } from '../define.js';

export default defineRule({
  id: 'keyword.missing',
  field: 'keywords',
  category: 'keywords',
  severity: 'error',
  severities: 'error: the main keyword\'s words are not all in the title; warning: a secondary keyword is nowhere in the listing, or a bullet keyword is not in the bullets; info: a bullet keyword is only partly in the bullets (some of its words are missing).',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    const { coverage } = ctx;
    for (const entry of coverage.keywords) {
      if (entry.kind === 'main') {
        const status = entry.fields.title;
        if (status === 'missing' || status === 'some-words') {
          report({ severity: 'error', field: 'title', message: `The main keyword "${entry.keyword}" is ${status === 'missing' ? 'not in the title' : 'only partly in the title'}.` });
        }
      } else if (entry.kind === 'bullet') {
        const status = entry.fields.bullets;
        if (status === 'missing') {
          report({ severity: 'warning', field: 'bullets', message: `The bullet keyword "${entry.keyword}" is not in the bullets.` });
        } else if (status === 'some-words') {
          // Amazon indexes words, so the words present already count; the rest are advice, not a ranking loss of the whole keyword.
          report({
            severity: 'info',
            field: 'bullets',
            message: `The bullet keyword "${entry.keyword}" is only partly in the bullets (${entry.matched.bullets} of ${entry.words.length} words).`,
          });
        }
      } else if (coverage.fields.every((f) => entry.fields[f] === 'missing')) {
        report({ severity: 'warning', field: 'keywords', message: `The keyword "${entry.keyword}" appears nowhere in the listing.` });
      }
    }
  },
});
