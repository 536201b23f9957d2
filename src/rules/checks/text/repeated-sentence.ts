import type { Place } from '../../substance.js';
import { at } from '../context.js';
import { defineRule } from '../define.js';
import { quoteSentence, sentenceRef } from './quote.js';

const place = (where: Place) => (where.field === 'bullets' ? `bullet ${(where.index ?? 0) + 1}` : 'the description');

/** Word-for-word repeats of an earlier sentence in another field or bullet (substance.ts). */
export default defineRule({
  id: 'text.repeated-sentence',
  field: 'any',
  category: 'substance',
  severity: 'warning',
  severities: 'warning: a sentence of four or more words that repeats an earlier bullet or description sentence word for word (headers ignored); whole repeated bullets are bullet.duplicate. Scored like a sentence without a fact.',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    for (const sentence of ctx.substance.empty) {
      if (sentence.verdict !== 'repeat') continue;
      report(at(sentenceRef(sentence), {
        severity: 'warning',
        start: sentence.start,
        end: sentence.end,
        message: `${quoteSentence(ctx.listing, sentence)} repeats a sentence of ${place(sentence.first ?? { field: 'bullets' })} word for word.`,
      }));
    }
  },
});
