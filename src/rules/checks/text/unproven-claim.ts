import { UNPROVEN } from '../../phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.unproven-claim',
  field: 'any',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: #1 / No. 1 / number one, best-selling, best in the world, award-winning, star ratings and review counts need proof; in titles they are title.promo-phrase errors.',
  autoFix: false,
  scope: 'text',
  // Titles report it as title.promo-phrase; search terms have backend.subjective-or-temporary.
  check: phraseCheck([UNPROVEN], { skip: ['title', 'backend'] }),
});
