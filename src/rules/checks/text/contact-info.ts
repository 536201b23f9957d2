import { CONTACT_INFO, CONTACT_PHONE } from '../../contact-phrases.js';
import { defineRule } from '../define.js';
import { phraseCheck } from './phrase-check.js';

export default defineRule({
  id: 'text.contact-info',
  field: 'any',
  category: 'compliance',
  severity: 'error',
  severities: 'error: phone and messaging-app numbers, e-mail addresses (spelled-out ones too), URLs, domains and social handles get listings removed. The finding covers the whole sentence (in a title the segment, in search terms the word); fix deletes it.',
  autoFix: true,
  scope: 'text',
  check: phraseCheck([CONTACT_INFO, CONTACT_PHONE]),
});
