import { GUARANTEE } from '../../offer-phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.guarantee',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: money back, full refund, satisfaction or happiness guarantees (100% Happiness Guarantee, we guarantee your satisfaction), lifetime guarantees and "we stand behind our products" promises are banned; a warranty is fine. Covers the whole sentence.',
  autoFix: false,
  scope: 'text',
  check: phraseCheck([GUARANTEE]),
});
