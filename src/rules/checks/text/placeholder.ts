import { PLACEHOLDER } from '../../phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.placeholder',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: N/A, TBD, COPY PENDING, lorem ipsum and template slots; fix deletes them.',
  autoFix: true,
  scope: 'text',
  check: phraseCheck([PLACEHOLDER]),
});
