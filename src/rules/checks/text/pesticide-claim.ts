import { PESTICIDE } from '../../phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.pesticide-claim',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: antibacterial, anti-mold, kills germs and similar claims need EPA registration.',
  autoFix: false,
  scope: 'text',
  check: phraseCheck([PESTICIDE]),
});
