import { defineRule } from '../define.js';

/** Generated text only: unsupportedClaims (claims.ts) compares it with the seller's input. */
export default defineRule({
  id: 'text.unsupported-claim',
  field: 'any',
  category: 'compliance',
  severity: 'warning',
  severities: 'warning: a number, material or certification in generated text that the seller\'s input does not contain (reported by unsupportedClaims, not by audit).',
  autoFix: false,
  scope: 'elsewhere',
});
