import { audit, getProfile, type Keywords } from '../../../rules/index.js';

/*
 * Which of the seller's sentences the marketplace forbids (contact details, guarantees, promotions,
 * pesticide or disease claims, ...): the rules engine's own error findings decide, so the writer
 * and the audit never disagree. A forbidden sentence is removed whole, with the rule's message as
 * the reason the seller sees.
 */

const NO_KEYWORDS: Keywords = { main: '', secondary: [], bullet: [] };

export interface PolicyProblem {
  message: string;
  /** Where in the text the rule found it. */
  start: number;
  end: number;
}

/** For each text, the first error finding inside it, or undefined when it is allowed. */
export function policyProblems(texts: readonly string[]): (PolicyProblem | undefined)[] {
  if (texts.length === 0) return [];
  const result = audit({ title: 'x', bullets: [...texts] }, NO_KEYWORDS, getProfile(), { marketplace: 'US' });
  const problems: (PolicyProblem | undefined)[] = texts.map(() => undefined);
  for (const finding of result.findings) {
    if (finding.field !== 'bullets' || finding.severity !== 'error' || finding.index === undefined || finding.start === undefined) continue;
    problems[finding.index] ??= { message: finding.message, start: finding.start, end: finding.end ?? finding.start };
  }
  return problems;
}

/**
 * A product name with a forbidden phrase in it (`... Soleplate and Anti-Bacterial German Coating
 * Technology`) keeps what comes before the phrase that holds it, cut at the connective or comma
 * before it, so the name stays a name; undefined when too little would be left.
 */
export function nameWithout(name: string, problem: PolicyProblem): string | undefined {
  const before = name.slice(0, problem.start);
  const connectives = [...before.matchAll(/\s(?:and|with|&|plus)\s/giu)].map((m) => m.index);
  const cut = Math.max(connectives.at(-1) ?? -1, before.lastIndexOf(','));
  const kept = (cut > 0 ? before.slice(0, cut) : before).replace(/[\s,;:&+\-–—]+$/u, '').trim();
  return kept.split(/\s+/u).length >= 3 ? kept : undefined;
}
