import { PROMO } from '../../offer-phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.promo-claim',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: prices, deals (50% off, buy one get one, sale, MRP), shipping offers, stock, condition and review requests are banned. Covers the whole sentence (in a title the segment).',
  autoFix: false,
  scope: 'text',
  // Titles report it as title.promo-phrase; search terms have backend.subjective-or-temporary.
  check: phraseCheck([PROMO], { skip: ['title', 'backend'] }),
});
