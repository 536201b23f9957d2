import { DISEASE_CLAIM, HEALTH_PROOF } from '../../phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.health-claim',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: claims to cure, treat or prevent a disease; warning: FDA approved, clinically proven, doctor recommended (need documents).',
  autoFix: false,
  scope: 'text',
  check: phraseCheck([DISEASE_CLAIM, HEALTH_PROOF]),
});
