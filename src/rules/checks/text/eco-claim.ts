import { ECO } from '../../phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.eco-claim',
  field: 'any',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: eco-friendly claims need a recognised certification.',
  autoFix: false,
  scope: 'text',
  // Search terms have backend.subjective-or-temporary for such words.
  check: phraseCheck([ECO], { skip: ['backend'] }),
});
