import { CONTACT_REQUEST } from '../../contact-phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.contact-request',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: asking buyers to contact, call, message or follow the seller ("contact our support team", "WhatsApp us", "follow our page"); Amazon handles buyer questions. Covers the whole sentence; fix deletes it.',
  autoFix: true,
  scope: 'text',
  check: phraseCheck([CONTACT_REQUEST]),
});
