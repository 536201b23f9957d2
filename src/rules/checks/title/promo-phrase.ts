import { PROMO, UNPROVEN } from '../../phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from '../text/phrase-check.js';

/** The title policy bans what elsewhere is text.promo-claim or text.unproven-claim, so here both are errors. */
export default defineRule({
  id: 'title.promo-phrase',
  field: 'title',
  category: 'compliance',
  severity: 'error',
  severities: 'error: promotional and ranking phrases (free shipping, best seller, #1 ...) break the title policy.',
  autoFix: false,
  scope: 'text',
  check: phraseCheck([PROMO, UNPROVEN], { severity: 'error' }),
});
