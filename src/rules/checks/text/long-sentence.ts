import { at } from '../context.js';
import { defineRule } from '../define.js';

export const LONG_SENTENCE_WORDS = 40;

export default defineRule({
  id: 'text.long-sentence',
  field: 'any',
  category: 'structure',
  severity: 'info',
  severities: 'info: a sentence over 40 words is hard to scan.',
  autoFix: false,
  scope: 'text',
  check({ ref, text }, ctx, report) {
    // Only prose has sentences to scan: titles, highlights and search terms are phrases.
    if (ref.field !== 'bullets' && ref.field !== 'description') return;
    for (const sentence of ctx.sentencesOf(text)) {
      if (sentence.words <= LONG_SENTENCE_WORDS) continue;
      report(at(ref, {
        severity: 'info',
        start: sentence.start,
        end: sentence.end,
        message: `A ${sentence.words}-word sentence; shorter sentences are easier to scan.`,
      }));
    }
  },
});
