import { AI_ARTIFACT } from '../../phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.ai-artifact',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: assistant refusals or preambles left in the text.',
  autoFix: false,
  scope: 'text',
  check: phraseCheck([AI_ARTIFACT]),
});
