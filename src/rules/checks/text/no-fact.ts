import { at } from '../context.js';
import { defineRule } from '../define.js';
import { quoteSentence, sentenceRef } from './quote.js';

/**
 * Sentences that earn no score (substance.ts). A warning: Amazon does not suppress them, but buyers
 * skip them and they take the place of facts.
 */
export default defineRule({
  id: 'text.no-fact',
  field: 'any',
  category: 'substance',
  severity: 'warning',
  severities: 'warning: a bullet or description sentence none of whose words, besides grammar words and the product\'s name (brand, main keyword), is in the seller\'s text (without it: the title or keywords; then any number counts as a fact). It earns no length, readability or keyword credit, and lowers the substance part of the score.',
  autoFix: false,
  scope: 'listing',
  check(ctx, report) {
    const yardstick = ctx.substance.fromSource ? "the seller's text" : 'the title or the keywords';
    for (const sentence of ctx.substance.empty) {
      if (sentence.verdict !== 'no-fact') continue;
      report(at(sentenceRef(sentence), {
        severity: 'warning',
        start: sentence.start,
        end: sentence.end,
        message: `${quoteSentence(ctx.listing, sentence)} states no product fact: none of its words, besides the product's name, is in ${yardstick}.`,
      }));
    }
  },
});
