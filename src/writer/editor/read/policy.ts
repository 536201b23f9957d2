import { audit, getProfile, type Keywords } from '../../../rules/index.js';

/*
 * Which of the seller's sentences the marketplace forbids (contact details, guarantees, promotions,
 * pesticide or disease claims, ...): the rules engine's own error findings decide, so the writer
 * and the audit never disagree. A forbidden sentence is removed whole, with the rule's message as
 * the reason the seller sees.
 */

const NO_KEYWORDS: Keywords = { main: '', secondary: [], bullet: [] };

/** For each text, the message of the first error finding inside it, or undefined when it is allowed. */
export function policyProblems(texts: readonly string[]): (string | undefined)[] {
  if (texts.length === 0) return [];
  const result = audit({ title: 'x', bullets: [...texts] }, NO_KEYWORDS, getProfile(), { marketplace: 'US' });
  const problems: (string | undefined)[] = texts.map(() => undefined);
  for (const finding of result.findings) {
    if (finding.field !== 'bullets' || finding.severity !== 'error' || finding.index === undefined || finding.start === undefined) continue;
    problems[finding.index] ??= finding.message;
  }
  return problems;
}
